import { showsTemplateButton, templateButtonSelect, type TemplateButtonRow } from "../../domain/groups/template-button.ts";
import { builder } from "../builder.ts";
import { RequestRef } from "../requests/request.ts";

builder.prismaObjectFields(RequestRef, (t) => ({
  canUseMessageTemplates: t.boolean({
    description:
      "Spec 2 §6 templates button: whether the composer offers the reply templates (messageTemplates): to the recipient side's participants, and to a sender-side participant who keeps personal templates.",
    // The viewer's own participation and one personal template at most, joined into the request's statement.
    select: (_args, context) => templateButtonSelect(context.viewer),
    resolve: (request, _args, context) => showsTemplateButton(request as unknown as TemplateButtonRow, context.viewer),
  }),
}));
