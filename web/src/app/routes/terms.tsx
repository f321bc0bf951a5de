import { useNavigate } from 'react-router-dom';

const SECTIONS: [string, string][] = [
  [
    '1. Acceptance of Terms',
    'By using this website or booking a service you agree to these terms. If you do not agree, please do not use the site.',
  ],
  [
    '2. Service Description',
    'We provide automotive maintenance, diagnostics and repair. Online tools such as the trouble-code checker give general information and estimates, not a diagnosis of your vehicle.',
  ],
  [
    '3. User Accounts',
    'You are responsible for keeping your sign-in details private and for the accuracy of the information in your account.',
  ],
  [
    '4. Privacy',
    'We use your contact and vehicle details only to provide and follow up on your service. We do not sell your information.',
  ],
  [
    '5. Scheduling and Cancellation',
    'Appointments can be cancelled free of charge more than 24 hours ahead. Later cancellations incur a fee of 20% of the service total. Please arrive 10-15 minutes early.',
  ],
  [
    '6. Payment',
    'Payment is due when the service is completed, or online when you choose to pay online. Card details are never stored by this website.',
  ],
  [
    '7. Warranty',
    'Repairs are covered by a warranty of 1 year or 12 thousand miles, whichever comes first, for parts and labour we provided.',
  ],
  [
    '8. Limitation of Liability',
    'Our liability is limited to the cost of the service performed, except where the law does not allow such a limit.',
  ],
  [
    '9. User Responsibilities',
    'Provide accurate vehicle information, remove valuables from your vehicle, and tell us about known issues before work begins.',
  ],
  [
    '10. Dispute Resolution',
    'Please contact us first so we can make things right. Disputes that remain are governed by the laws of the state where the shop is located.',
  ],
];

export default function TermsPage() {
  const navigate = useNavigate();
  return (
    <div className="page narrow">
      <h1>Terms of Service</h1>
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="terms-section">
          <h2>{title}</h2>
          <p>{text}</p>
        </section>
      ))}
      <button type="button" className="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}
