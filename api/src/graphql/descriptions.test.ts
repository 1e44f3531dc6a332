import { isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";

/**
 * Every schema element a partner's generated client shows without a description: types, fields,
 * arguments, input fields and enum values (GraphQL's own scalars and introspection types aside).
 */
export function undescribedElements(target: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  for (const type of Object.values(target.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing.sort();
}

// Partners generate clients from the schema: an element without a description is a guess for them.
describe("the GraphQL schema", () => {
  it("describes every type, field, argument, input field and enum value", () => {
    expect(undescribedElements(schema)).toEqual([]);
  });
});
