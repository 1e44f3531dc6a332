import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";

/** Long enough for any clinical answer, short enough that one message cannot fill the database. */
export const MESSAGE_MAX_LENGTH = 20_000;

export const messageContent = z.string().max(MESSAGE_MAX_LENGTH);

export const requestRef = z.object({ requestId: dbIdSchema });
export type RequestRefInput = z.input<typeof requestRef>;

export const messageWriteInput = z.object({ requestId: dbIdSchema, content: messageContent });
export type MessageWriteInput = z.input<typeof messageWriteInput>;
