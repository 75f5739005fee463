// What a message is, for every part that handles one: the services that send it, the outbox that
// queues it (outbox.repository.ts), the senders that deliver it and the limits that count it.

export type MessageKind = 'partner_code' | 'otp' | 'login_code' | 'link' | 'pet_old_enough';
export type MessageChannel = 'sms' | 'email';
