import { graphql } from "react-relay/hooks";

/**
 * The specialties with their professions, in the viewer's language: the picker's choices and the
 * accepted labels the setting shows. A module of its own so that the setting does not bring the
 * picker (react-aria's checkboxes) into the information tab's first paint (issue 18).
 */
export const professionsPickerQuery = graphql`
  query ProfessionsPickerQuery {
    specialties {
      code
      label
      professionCode
      professionLabel
    }
  }
`;
