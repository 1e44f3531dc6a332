/** Where the domain sends mail and text messages; the services layer provides the transport. */
export type Messenger = {
  sendEmail(message: { to: string; subject: string; text: string; locale: string }): Promise<void>;
  sendSms(message: { to: string; text: string; locale: string }): Promise<void>;
};
