import { ConnectionHandler, ROOT_ID } from "relay-runtime";

/**
 * The /contacts list in the store (Query.contacts under the ContactsPage_contacts key, which
 * takes no filter): where an addition is put and whence a removal is taken, from whatever screen.
 */
export function contactsConnectionIds(): string[] {
  return [ConnectionHandler.getConnectionID(ROOT_ID, "ContactsPage_contacts")];
}
