// i18n: not yet translated (issue 16)
/** The policies page's text; governed by Malaysian law (spec §1). */
export type PolicySection = { id: string; title: string; paragraphs: string[] };

export const PRIVACY_POLICY: PolicySection[] = [
  {
    id: 'privacy-introduction',
    title: '1. Introduction',
    paragraphs: [
      'This Privacy Policy explains how Samplebank (“we”, “us”) collects, uses, discloses and protects your personal data when you use our website and services. We process personal data in accordance with the Personal Data Protection Act 2010 (PDPA) of Malaysia and its regulations.',
      'By creating an account or using Samplebank you consent to the processing described here. This notice is available in English; a Bahasa Malaysia version is available on request.',
    ],
  },
  {
    id: 'privacy-data-we-collect',
    title: '2. Personal data we collect',
    paragraphs: [
      'Account data: your name, e-mail address, password (stored only as a secure hash), user type, and profile details such as your company, professional registration or student information.',
      'Business verification data: company registration (SSM) number, addresses and supporting documents you upload so that we can approve your account.',
      'Order data: the samples you order or request, delivery addresses and dates, and payment status. Card details are handled by our payment provider; we never store full card numbers.',
      'Usage data: pages visited, searches and device information, collected to keep the service secure and to improve it.',
    ],
  },
  {
    id: 'privacy-purposes',
    title: '3. How we use your data',
    paragraphs: [
      'To create and verify your account, process orders and sample requests, arrange delivery with our brand partners and couriers, provide customer support, send service messages (for example order updates and approval notices), prevent fraud, and meet our legal obligations.',
      'We send marketing e-mails only if you opt in, and you can withdraw that consent at any time.',
    ],
  },
  {
    id: 'privacy-disclosure',
    title: '4. Disclosure to third parties',
    paragraphs: [
      'We share the data needed to fulfil an order with the brand partner supplying the sample and with the courier delivering it. We use service providers for hosting, e-mail and payments, bound by contract to protect your data. We do not sell personal data.',
      'Where data is transferred outside Malaysia, we do so only as permitted under section 129 of the PDPA, with safeguards that give comparable protection.',
    ],
  },
  {
    id: 'privacy-security-retention',
    title: '5. Security and retention',
    paragraphs: [
      'We protect personal data with encryption in transit, hashed passwords, access controls and regular reviews. Supporting documents can be read only by you and our verification staff.',
      'We keep personal data for as long as your account is active and afterwards only as long as required for legal, tax or dispute purposes, typically seven years for transaction records.',
    ],
  },
  {
    id: 'privacy-your-rights',
    title: '6. Your rights',
    paragraphs: [
      'Under the PDPA you may request access to and correction of your personal data, withdraw consent, and limit processing for direct marketing. We will respond to a request within 21 days. A reasonable fee may apply to access requests as permitted by law.',
    ],
  },
  {
    id: 'privacy-contact',
    title: '7. Contact',
    paragraphs: [
      'Questions or requests about your personal data can be sent through the Contact form. We may update this policy from time to time; the date of the latest version is shown below, and significant changes will be notified by e-mail.',
    ],
  },
];

export const LICENSE_AGREEMENT: PolicySection[] = [
  {
    id: 'license-acceptance',
    title: '1. Acceptance',
    paragraphs: [
      'This License Agreement governs your use of the Samplebank platform. By registering an account you agree to it on behalf of yourself and, where applicable, the organisation you represent.',
    ],
  },
  {
    id: 'license-grant',
    title: '2. Licence to use the platform',
    paragraphs: [
      'We grant you a non-exclusive, non-transferable, revocable licence to use Samplebank for browsing, ordering and requesting material samples and organising them into project boards for your professional or academic work.',
      'You may not copy, scrape or resell catalogue content, interfere with the service, or use it to build a competing product.',
    ],
  },
  {
    id: 'license-content',
    title: '3. Catalogue content and intellectual property',
    paragraphs: [
      'Product names, images, specifications and trademarks belong to Samplebank or to the respective brand partners. Images and specifications may be used in your design presentations for the purpose of specifying the product, with credit to the brand.',
    ],
  },
  {
    id: 'license-accounts',
    title: '4. Accounts and approval',
    paragraphs: [
      'You must give accurate information and keep your password confidential. We review accounts before orders can be placed and may suspend an account that breaches this agreement.',
    ],
  },
  {
    id: 'license-orders',
    title: '5. Orders, payment and delivery',
    paragraphs: [
      'Prices are in Malaysian ringgit and include the taxes shown at checkout. Delivery dates are estimates. Samples are supplied for evaluation; colour and texture may vary between production batches, and a sample is not a guarantee of a future supply batch.',
    ],
  },
  {
    id: 'license-liability',
    title: '6. Limitation of liability',
    paragraphs: [
      'To the extent permitted by law, including the Consumer Protection Act 1999 where it applies, our liability for any claim is limited to the amount you paid for the order concerned. Nothing in this agreement limits rights that cannot be excluded under Malaysian law.',
    ],
  },
  {
    id: 'license-law',
    title: '7. Governing law',
    paragraphs: [
      'This agreement is governed by the laws of Malaysia. Any dispute is subject to the exclusive jurisdiction of the courts of Malaysia, sitting in Kuala Lumpur.',
    ],
  },
];
