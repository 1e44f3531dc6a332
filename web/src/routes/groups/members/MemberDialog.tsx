import { Suspense, useEffect, useId, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberDialogEditQuery } from "../../../__generated__/MemberDialogEditQuery.graphql";
import type { MemberDialogSearchQuery } from "../../../__generated__/MemberDialogSearchQuery.graphql";
import { readCorrespondentContact } from "@rules/correspondent-contact.ts";
import { useErrorText } from "../../../errors/useErrorText.ts";
import type { MutationOutcome } from "../../../relay/useMutationPromise.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { ModalDialog } from "../../../ui/ModalDialog.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { CAPABILITIES, CAPABILITY_LABELS, type Capability } from "./member-labels.ts";
import { useInviteMemberMutation } from "./useInviteMemberMutation.ts";
import { useUpdateMembershipMutation } from "./useUpdateMembershipMutation.ts";

export type MemberDialogGroup = { id: string; mode: string; country: "FR" | "BE" | "DE" | "%future added value"; seatsFull: boolean; topics: readonly { id: string; label: string }[] };

type Form = { capabilities: Record<Capability, boolean>; title: string; allTopics: boolean; topicIds: string[] };

const emptyCapabilities = (mode: string): Record<Capability, boolean> => ({
  canAdmin: false,
  canReply: mode === "RECIPIENT",
  canSendFromGroup: mode === "SENDER",
  canAsk: mode === "SENDER",
  canSupport: false,
  canShadow: false,
  canIntegrateAct: false,
  canIntegrateReport: false,
});

/**
 * Spec 1 §2 member add/edit/invite modal. Adding: a professional of the group's country (one
 * without an account needs an e-mail or mobile phone, 'invalid email or phone'), capabilities,
 * title, topics (a sender group's member at least one). When every seat is taken the 'no licence
 * available' notice replaces the form (spec 1 §5).
 */
export function MemberDialog({ group, membershipId, isOpen, onClose, onSaved }: { group: MemberDialogGroup; membershipId: string | null; isOpen: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={membershipId ? t`Modifier le membre` : t`Ajouter un membre`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen ? (
        membershipId ? (
          <Suspense fallback={<Spinner label={t`Chargement…`} />}>
            <EditMember group={group} membershipId={membershipId} onClose={onClose} onSaved={onSaved} />
          </Suspense>
        ) : group.seatsFull ? (
          <>
            <Alert tone="info">
              <Trans>Aucune licence disponible : toutes les places du groupe sont occupées. Contactez le support pour en ajouter.</Trans>
            </Alert>
            <div className="member-dialog-actions">
              <Button onPress={onClose}>
                <Trans>Fermer</Trans>
              </Button>
            </div>
          </>
        ) : (
          <InviteMember group={group} onClose={onClose} onSaved={onSaved} />
        )
      ) : null}
    </ModalDialog>
  );
}

/**
 * `keepsAdmin`: the member is the group's last administrator, whose admin capability cannot be
 * taken away (last_admin); the box stays checked and says why.
 */
function MemberFields({ group, form, setForm, keepsAdmin = false }: { group: MemberDialogGroup; form: Form; setForm: (form: Form) => void; keepsAdmin?: boolean }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const lastAdminHint = useId();
  return (
    <>
      <fieldset className="member-fieldset">
        <legend>{t`Rôles`}</legend>
        {CAPABILITIES.map((capability) => {
          const locked = keepsAdmin && capability === "canAdmin";
          return (
            <Checkbox
              key={capability}
              isSelected={form.capabilities[capability]}
              isDisabled={locked}
              aria-describedby={locked ? lastAdminHint : undefined}
              onChange={(value) => setForm({ ...form, capabilities: { ...form.capabilities, [capability]: value } })}
            >
              {i18n._(CAPABILITY_LABELS[capability])}
            </Checkbox>
          );
        })}
        {keepsAdmin ? (
          <p id={lastAdminHint} className="member-hint">
            {errorText({ code: "last_admin" })}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t`Titre`} maxLength={120} value={form.title} onChange={(title) => setForm({ ...form, title })} />
      {group.topics.length > 0 ? (
        <fieldset className="member-fieldset">
          <legend>{t`Catégories`}</legend>
          <Checkbox isSelected={form.allTopics} onChange={(allTopics) => setForm({ ...form, allTopics })}>
            {t`Toutes les catégories`}
          </Checkbox>
          {!form.allTopics
            ? group.topics.map((topic) => (
                <Checkbox
                  key={topic.id}
                  isSelected={form.topicIds.includes(topic.id)}
                  onChange={(on) => setForm({ ...form, topicIds: on ? [...form.topicIds, topic.id] : form.topicIds.filter((id) => id !== topic.id) })}
                >
                  {topic.label}
                </Checkbox>
              ))
            : null}
        </fieldset>
      ) : null}
    </>
  );
}

function useSubmit(onSaved: () => void, onClose: () => void) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const submit = async (action: Promise<MutationOutcome>) => {
    setError(null);
    const outcome = await action;
    if (outcome.ok) {
      onSaved();
      onClose();
    } else setError(errorText(outcome.error));
  };
  return { error, submit };
}

function InviteMember({ group, onClose, onSaved }: { group: MemberDialogGroup; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  const [chosen, setChosen] = useState<{ id: string; name: string; isRegistered: boolean } | null>(null);
  const [contact, setContact] = useState("");
  const [form, setForm] = useState<Form>({ capabilities: emptyCapabilities(group.mode), title: "", allTopics: group.mode !== "SENDER", topicIds: [] });
  const [invite, inviting] = useInviteMemberMutation();
  const { error, submit } = useSubmit(onSaved, onClose);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 350);
    return () => clearTimeout(timer);
  }, [query]);
  const country = group.country === "%future added value" ? "FR" : group.country;
  const contactValid = chosen?.isRegistered || readCorrespondentContact(contact, country) !== null;
  const topicsOk = group.mode !== "SENDER" || form.allTopics || form.topicIds.length > 0;
  const send = () => {
    if (!chosen) return;
    void submit(
      invite({
        groupId: group.id,
        professionalId: chosen.id,
        ...(chosen.isRegistered ? {} : { contact }),
        ...form.capabilities,
        title: form.title,
        allTopics: form.allTopics,
        topicIds: form.allTopics ? [] : form.topicIds,
      }),
    );
  };
  return (
    <form
      className="member-form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {chosen ? (
        <p className="member-chosen">
          <span>{chosen.name}</span>
          <Button variant="quiet" onPress={() => setChosen(null)}>
            <Trans>Changer</Trans>
          </Button>
        </p>
      ) : (
        <>
          <TextField label={t`Rechercher un professionnel`} value={query} onChange={setQuery} maxLength={200} />
          {debounced ? (
            <Suspense fallback={<Spinner label={t`Chargement…`} />}>
              <ProfessionalResults query={debounced} onChoose={setChosen} />
            </Suspense>
          ) : null}
        </>
      )}
      {chosen && !chosen.isRegistered ? (
        <TextField
          label={t`E-mail ou téléphone mobile`}
          description={t`Ce professionnel n'a pas encore de compte : l'invitation lui sera envoyée à cette adresse ou à ce numéro.`}
          value={contact}
          onChange={setContact}
          maxLength={254}
          validationBehavior="aria"
          validate={(value) => (value.trim() !== "" && !readCorrespondentContact(value, country) ? t`Adresse e-mail ou numéro de téléphone invalide.` : null)}
        />
      ) : null}
      {chosen ? <MemberFields group={group} form={form} setForm={setForm} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="member-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" type="submit" isDisabled={!chosen || !contactValid || !topicsOk} isPending={inviting}>
          <Trans>Inviter</Trans>
        </Button>
      </div>
    </form>
  );
}

function ProfessionalResults({ query, onChoose }: { query: string; onChoose: (chosen: { id: string; name: string; isRegistered: boolean }) => void }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<MemberDialogSearchQuery>(
    graphql`
      query MemberDialogSearchQuery($query: String!) {
        recipientSearch(query: $query) {
          professionals {
            id
            firstName
            lastName
            isRegistered
            specialty {
              label
            }
          }
        }
      }
    `,
    { query },
  );
  const professionals = data.recipientSearch.professionals;
  if (!professionals.length) return <p className="member-empty">{t`Aucun résultat`}</p>;
  return (
    <ul className="member-search-results" aria-label={t`Professionnels trouvés`}>
      {professionals.map((professional) => {
        const name = `${professional.firstName} ${professional.lastName}`;
        return (
          <li key={professional.id}>
            <Button variant="quiet" onPress={() => onChoose({ id: professional.id, name, isRegistered: professional.isRegistered })}>
              {name} · {professional.specialty.label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function EditMember({ group, membershipId, onClose, onSaved }: { group: MemberDialogGroup; membershipId: string; onClose: () => void; onSaved: () => void }) {
  const data = useLazyLoadQuery<MemberDialogEditQuery>(
    graphql`
      query MemberDialogEditQuery($id: ID!) {
        node(id: $id) {
          ... on Membership @alias(as: "membership") {
            id
            title
            allTopics
            canAdmin
            canReply
            canSendFromGroup
            canAsk
            canSupport
            canShadow
            canIntegrateAct
            canIntegrateReport
            isLastAdmin
            topics {
              id
            }
            professional {
              firstName
              lastName
            }
          }
        }
      }
    `,
    { id: membershipId },
    { fetchPolicy: "network-only" },
  );
  const membership = data.node?.membership;
  const [form, setForm] = useState<Form | null>(() =>
    membership
      ? {
          capabilities: {
            canAdmin: membership.canAdmin,
            canReply: membership.canReply,
            canSendFromGroup: membership.canSendFromGroup,
            canAsk: membership.canAsk,
            canSupport: membership.canSupport,
            canShadow: membership.canShadow,
            canIntegrateAct: membership.canIntegrateAct,
            canIntegrateReport: membership.canIntegrateReport,
          },
          title: membership.title ?? "",
          allTopics: membership.allTopics,
          topicIds: membership.topics.map((topic) => topic.id),
        }
      : null,
  );
  const [update, updating] = useUpdateMembershipMutation();
  const { error, submit } = useSubmit(onSaved, onClose);
  if (!membership || !form) return <Alert tone="error">{<Trans>Ce membre n'existe plus.</Trans>}</Alert>;
  const topicsOk = group.mode !== "SENDER" || form.allTopics || form.topicIds.length > 0;
  return (
    <form
      className="member-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(update({ membershipId: membership.id, ...form.capabilities, title: form.title, allTopics: form.allTopics, topicIds: form.allTopics ? [] : form.topicIds }));
      }}
    >
      <p className="member-chosen">
        {membership.professional.firstName} {membership.professional.lastName}
      </p>
      <MemberFields group={group} form={form} setForm={setForm} keepsAdmin={membership.isLastAdmin} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="member-dialog-actions">
        <Button onPress={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button variant="primary" type="submit" isDisabled={!topicsOk} isPending={updating}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  );
}
