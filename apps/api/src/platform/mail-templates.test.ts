import { describe, expect, it } from 'vitest';
import { accountReader, mailTemplates, profileNudgeMail } from './mail-templates.js';

const english = { publicUrl: 'https://samplebank.test', locale: 'en' } as const;
const malay = { publicUrl: 'https://samplebank.test', locale: 'ms' } as const;

describe('mail templates in English', () => {
  it('keep their words, links and language', () => {
    const mail = mailTemplates.passwordReset(english, 'Aisyah', 'tok-1');
    expect(mail.subject).toBe('Reset your Samplebank password');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Hi Aisyah,');
    expect(mail.text).toContain('Reset password: https://samplebank.test/reset-password?token=tok-1');
    expect(mail.html).toContain('Or open this link: https://samplebank.test/reset-password?token=tok-1');
    expect(mail.html).toContain('Samplebank — material samples for Malaysian designers.');
    expect(mail.text.endsWith('— Samplebank\nhttps://samplebank.test')).toBe(true);
  });

  it('say an order status and its delivery day as before', () => {
    const mail = mailTemplates.orderStatus(english, 'Aisyah', {
      orderId: 'o-1',
      number: 'SB-2611-4F7K',
      status: 'in-transit',
      shipment: { carrier: 'GDEX', trackingNumber: 'GD123' },
      note: 'Left the warehouse.',
      expectedDelivery: '2026-11-26',
    });
    expect(mail.subject).toBe('Your order SB-2611-4F7K is on its way');
    expect(mail.text).toContain('Your order SB-2611-4F7K is now on its way.');
    expect(mail.text).toContain('Carrier: GDEX, tracking number: GD123. Left the warehouse.');
    expect(mail.text).toContain('Expected delivery: Thursday, 26 November 2026.');
    expect(mail.text).toContain('View your order: https://samplebank.test/orders/o-1');
  });

  it('greet someone without a name', () => {
    expect(mailTemplates.accountApproved(english, '').text).toMatch(/^Hi there,/);
  });
});

describe('mail templates in Bahasa Malaysia', () => {
  it('write the verification code mail in Malay, html lang ms', () => {
    const mail = mailTemplates.verificationCode(malay, 'Aisyah', 'A1B2C3');
    expect(mail.subject).toBe('Kod pengesahan Samplebank anda: A1B2C3');
    expect(mail.html).toContain('<html lang="ms">');
    expect(mail.text).toContain('Hai Aisyah,');
    expect(mail.text).toContain('Gunakan kod ini untuk mengesahkan alamat e-mel anda:');
    expect(mail.html).toContain('Samplebank — sampel bahan untuk pereka di Malaysia.');
    expect(mail.text).not.toMatch(/\b(Hi|code|e-mail)\b/);
  });

  it('link to the Malay pages, with the button and "Or open this link" in Malay', () => {
    const mail = mailTemplates.accountApproved(malay, 'Aisyah');
    expect(mail.subject).toBe('Akaun Samplebank anda telah diluluskan');
    expect(mail.text).toContain('Lihat sampel: https://samplebank.test/ms/samples');
    expect(mail.html).toContain('Atau buka pautan ini: https://samplebank.test/ms/samples');
    expect(mail.text.endsWith('— Samplebank\nhttps://samplebank.test/ms')).toBe(true);
    const reset = mailTemplates.passwordReset(malay, 'Aisyah', 'tok-1');
    expect(reset.text).toContain('Tetapkan semula kata laluan: https://samplebank.test/ms/reset-password?token=tok-1');
  });

  it('say an order status, a Malay date and our cancellation reason in Malay; a typed reason as typed', () => {
    const inTransit = mailTemplates.orderStatus(malay, 'Aisyah', {
      orderId: 'o-1',
      number: 'SB-2611-4F7K',
      status: 'in-transit',
      shipment: { carrier: 'GDEX', trackingNumber: 'GD123' },
      expectedDelivery: '2026-11-26',
    });
    expect(inTransit.subject).toBe('Pesanan anda SB-2611-4F7K dalam penghantaran');
    expect(inTransit.text).toContain('Kurier: GDEX, nombor penjejakan: GD123.');
    expect(inTransit.text).toContain('Tarikh penghantaran dijangka: Khamis, 26 November 2026.');
    expect(inTransit.text).toContain('Lihat pesanan anda: https://samplebank.test/ms/orders/o-1');
    const cancelled = mailTemplates.orderStatus(malay, 'Aisyah', {
      orderId: 'o-1',
      number: 'SB-2611-4F7K',
      status: 'cancelled',
      notice: 'nothingCharged',
      cancellationReason: 'You cancelled this order.',
    });
    expect(cancelled.text).toContain('Pesanan anda SB-2611-4F7K kini dibatalkan.');
    expect(cancelled.text).toContain('Tiada apa-apa akan dihantar dan tiada caj dikenakan.');
    expect(cancelled.text).toContain('Sebab: Anda telah membatalkan pesanan ini.');
    const typed = mailTemplates.orderStatus(malay, 'Aisyah', {
      orderId: 'o-1',
      number: 'SB-1',
      status: 'cancelled',
      cancellationReason: 'Stok habis di gudang',
    });
    expect(typed.text).toContain('Sebab: Stok habis di gudang');
  });

  it('count the minutes of a paused sign-in in Malay', () => {
    const mail = mailTemplates.signInLocked(malay, 'Aisyah', 12, 'tok');
    expect(mail.text).toContain('selama kira-kira 12 minit.');
  });

  it('invite to a board with the role in Malay, names as typed', () => {
    const invitation = {
      inviterName: 'Farah',
      boardName: 'Lobi',
      projectName: 'Hotel KL',
      token: 't',
      wholeProject: false,
    };
    const editor = mailTemplates.boardInvitation(malay, { ...invitation, role: 'editor' });
    expect(editor.text).toContain('Farah menjemput anda menyertai papan "Lobi" bagi projek "Hotel KL"');
    expect(editor.text).toContain('sebagai penyunting.');
    expect(editor.text).toContain('Buka jemputan: https://samplebank.test/ms/accept-invitation/t');
    expect(mailTemplates.boardInvitation(malay, { ...invitation, role: 'viewer' }).text).toContain(
      'sebagai pemerhati.',
    );
    expect(mailTemplates.boardInvitation(english, { ...invitation, role: 'editor' }).text).toContain(
      'Farah invited you to join the board "Lobi" of the project "Hotel KL" on Samplebank as an editor.',
    );
  });

  it('invite to every board of a project, in both languages', () => {
    const invitation = {
      inviterName: 'Farah',
      boardName: 'Lobi',
      projectName: 'Hotel KL',
      token: 't',
      wholeProject: true,
    };
    expect(mailTemplates.boardInvitation(english, { ...invitation, role: 'viewer' }).text).toContain(
      'Farah invited you to every board of the project "Hotel KL" on Samplebank as a viewer, boards added later included.',
    );
    const malayMail = mailTemplates.boardInvitation(malay, { ...invitation, role: 'editor' });
    expect(malayMail.text).toContain(
      'Farah menjemput anda ke setiap papan projek "Hotel KL" di Samplebank sebagai penyunting',
    );
    expect(malayMail.text).not.toContain('Lobi');
  });

  it('label an enquiry in the staff member’s language, keeping what the sender typed', () => {
    const mail = mailTemplates.contactInquiry(malay, 'Order enquiry - Selangor - Aisyah Rahman', [
      ['name', 'Aisyah Rahman'],
      ['scheduleDemo', { word: 'yes' }],
      ['from', { word: 'visitor' }],
    ]);
    expect(mail.subject).toBe('Order enquiry - Selangor - Aisyah Rahman');
    expect(mail.text).toContain('Nama: Aisyah Rahman');
    expect(mail.text).toContain('Jadualkan demo: Ya');
    expect(mail.text).toContain('Daripada: Pelawat yang tidak log masuk (tiada alamat balasan)');
  });

  it('nudge to finish a profile through the Malay wizard', () => {
    const mail = profileNudgeMail(malay, 'Aisyah', 'a@b.co');
    expect(mail.subject).toBe('Lengkapkan profil Samplebank anda');
    expect(mail.text).toContain('Lengkapkan profil saya: https://samplebank.test/ms/finish-profile?email=a%40b.co');
  });
});

describe('accountReader', () => {
  it('reads an account in its language, English when the column holds anything else', () => {
    expect(accountReader('https://x', { locale: 'ms' }).locale).toBe('ms');
    expect(accountReader('https://x', { locale: 'en' }).locale).toBe('en');
    expect(accountReader('https://x', { locale: 'fr' }).locale).toBe('en');
  });
});
