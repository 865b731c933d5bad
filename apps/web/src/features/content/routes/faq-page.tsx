// i18n: not yet translated (issue 16)
import { ChevronDown, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../lib/dialogs';
import { PageMeta } from '../../../lib/page-meta';
import { PageHeader } from '../components/page-header';

export const FAQ_ITEMS = [
  {
    question: 'What is Samplebank?',
    answer:
      'Samplebank is a marketplace for physical material samples in Malaysia. Architects, interior designers, contractors and students browse flooring, stone, laminate, fabric, glass, ceiling and facade samples from our brand partners, order them in one cart and receive them in one delivery.',
  },
  {
    question: 'Who can order samples?',
    answer:
      'Anyone can browse the catalogue. To order, create a free account and tell us about your practice or studies. Our team reviews every account within 1-2 business days and e-mails you as soon as it is approved.',
  },
  {
    question: 'How long does delivery take?',
    answer:
      'A standard delivery takes about 7 days from the day you order, to any address in Peninsular Malaysia, Sabah and Sarawak. Premium members can choose express delivery, which arrives in about 2 working days.',
  },
  {
    question: 'How many samples can I order per design?',
    answer:
      'The number of samples per design depends on your subscription. Every account can order up to 5 pieces of one sample per order; premium subscriptions include more samples each month and priority sourcing.',
  },
  {
    question: 'Do samples cost anything?',
    answer:
      'Standard members place sample requests at no charge. Premium members see the sample price, pay by card, and can choose express delivery. Every price is shown in Malaysian ringgit (RM), with tax and shipping itemised before you pay.',
  },
  {
    question: 'A sample I need is out of stock. What can I do?',
    answer:
      'Click the out-of-stock card, or use Request for Sample in the footer, and tell us the product, quantity and how urgently you need it. We contact the brand and let you know when the sample is available.',
  },
  {
    question: 'What are project boards?',
    answer:
      'Boards let you collect samples for a project, group them into sub-boards (for example Lobby or Master Bedroom), and invite colleagues or clients as editors or viewers. You can add a whole board to your cart in one click.',
  },
  {
    question: 'Can I track my order?',
    answer:
      'Yes. Your orders page lists every order with its status: pending, processing, in transit and delivered. Orders that are on their way have a Track button showing each step with its date.',
  },
  {
    question: 'Can I return samples?',
    answer:
      'Samples are yours to keep for your material library. If a sample arrives damaged or is not what you ordered, contact us within 7 days with a photo and we will send a replacement.',
  },
  {
    question: 'How do I list my brand on Samplebank?',
    answer:
      'Choose “Become a brand partner” and send us a few details about your company. Our partnerships team will walk you through onboarding your catalogue, stock and logistics.',
  },
] as const;

export function FaqPage() {
  const dialogs = useDialogs();
  return (
    <>
      <PageMeta
        title="Frequently asked questions"
        description="Answers on ordering samples from Samplebank: who can order, what samples cost, how long delivery takes, out-of-stock samples, project boards, order tracking, returns and listing your brand."
        path="/faq"
      />
      <PageHeader eyebrow="Help centre" title="Frequently asked questions">
        Everything you need to know about ordering material samples through Samplebank.
      </PageHeader>
      <div className="container-page grid gap-12 py-12 md:py-16 lg:grid-cols-[1fr_20rem]">
        <div className="divide-y divide-line border-y border-line">
          {FAQ_ITEMS.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-medium text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="max-w-3xl pb-6 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
        <aside className="self-start rounded-2xl bg-canvas p-6">
          <MessageCircle aria-hidden="true" className="size-6 text-brand" />
          <h2 className="mt-3 text-lg font-semibold text-ink">Still have a question?</h2>
          <p className="mt-2 text-sm text-muted">Our team answers within one business day, Monday to Friday.</p>
          <Button variant="dark" className="mt-5 w-full" onClick={() => dialogs.open({ name: 'contact' })}>
            Contact Us
          </Button>
        </aside>
      </div>
    </>
  );
}
