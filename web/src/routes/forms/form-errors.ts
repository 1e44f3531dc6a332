import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FormFieldError } from "@rules/form-schema.ts";

/** The wording of each field error code of @rules/form-schema.ts (validateFormValue). */
export const FORM_FIELD_ERRORS: Record<FormFieldError, MessageDescriptor> = {
  required: msg`Ce champ est obligatoire.`,
  not_a_string: msg`Saisissez un texte.`,
  too_long: msg`Ce texte est trop long.`,
  not_a_number: msg`Saisissez un nombre.`,
  not_an_integer: msg`Saisissez un nombre entier.`,
  too_small: msg`Cette valeur est trop petite.`,
  too_large: msg`Cette valeur est trop grande.`,
  invalid_date: msg`Saisissez une date valide.`,
  unknown_option: msg`Choisissez une des valeurs proposées.`,
  not_a_boolean: msg`Répondez par oui ou par non.`,
};
