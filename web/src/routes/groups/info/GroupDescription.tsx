import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { GroupDescription_group$key } from "../../../__generated__/GroupDescription_group.graphql";
import { DescriptionEditor } from "./DescriptionEditor.tsx";
import { useUpdateGroupDescriptionMutation } from "./useUpdateGroupDescriptionMutation.ts";

/** The group's presentation, edited by its admins (spec 1 §6). */
export function GroupDescription({ group: key }: { group: GroupDescription_group$key }) {
  const { t } = useLingui();
  const group = useFragment(
    graphql`
      fragment GroupDescription_group on Group {
        id
        description
        viewerCanEditDescription
      }
    `,
    key,
  );
  const [save, isSaving] = useUpdateGroupDescriptionMutation();
  return (
    <DescriptionEditor
      value={group.description}
      canEdit={group.viewerCanEditDescription}
      label={t`Description du groupe`}
      emptyText={<Trans>Ce groupe n'a pas encore de description.</Trans>}
      onSave={(description) => save(group.id, description)}
      isSaving={isSaving}
    />
  );
}
