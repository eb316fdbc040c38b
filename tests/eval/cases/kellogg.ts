import { type EvalCase, planted } from "../eval-case";

// Kellogg, 2025-2026 questions (migrations/0006_catalogue_seed.sql).
const school = "Kellogg";
const whyKellogg = "Essay 1: Intentionality, goals and why Kellogg";
const decision = "Essay 2: Values and a difficult decision";

export const kelloggCases: EvalCase[] = [
  {
    id: "kellogg-no-outcome-passive",
    school,
    essayTitle: decision,
    text: `In my second year as an operations manager at a food manufacturing plant outside Chicago, I had to decide whether to stop our main production line.

It was a Tuesday in March. One of our quality technicians, a quiet woman named Grace who had worked at the plant for twenty years, told me that the metal detector on Line 3 had failed two of its hourly test checks. The line produced granola bars for our largest customer, and we were two days away from a shipment worth $1.8 million. Stopping the line would mean missing the shipment and paying a penalty. Continuing would mean trusting that the failed checks were a fault in the detector, not metal in the product.

My plant manager was traveling, and when I reached him by phone he told me it was my call. The maintenance lead believed the detector was simply miscalibrated. The sales team reminded me how important the customer was. I walked the line myself, looked at the test logs, and asked Grace what she would do. She said she would stop it.

I decided to stop the line and hold every bar produced since the last good check, about 40,000 units. The call to our customer was made by me that afternoon, and I explained what we knew and what we did not.

Looking back, three values guided me. The first is that safety comes before revenue: a customer can forgive a late shipment, but no one can forgive an injured child. The second is that the person closest to the problem usually knows the most; Grace had spent twenty years watching that detector, and her judgment deserved as much weight as the maintenance lead's. The third is that leaders should own decisions openly. I did not want the customer to hear about the hold from anyone other than me.

The experience changed how I lead. I now ask the most junior person in the room for their view first, before the senior people speak, because I have seen how easily a quiet voice disappears. I also try to make decisions with incomplete information without pretending to have more certainty than I do.`,
    planted: [
      planted.noOutcome("I decided to stop the line and hold every bar produced since the last good check, about 40,000 units."),
      planted.passive("was made by me"),
    ],
  },
  {
    id: "kellogg-wrong-school-spelling",
    school,
    essayTitle: whyKellogg,
    text: `I want to lead the digital transformation of family-owned manufacturers in Mexico, and I am applying now because my family's company has reached the point where it needs that transformation to survive.

For the past five years I have worked at Grupo Herrera, the auto-parts business my grandfather founded in Monterrey in 1974. I started on the factory floor, rotating through machining, quality and logistics, and for the last two years I have led a team of eight that introduced the company's first production-planning software. The project cut our late deliveries from 18 to 6 percent and showed me how much value is trapped in companies like ours, which still run on paper, phone calls and the memories of long-serving employees.

It also showed me the limits of what I know. When our largest customer, an American carmaker, asked us to share real-time inventory data, I could not answer basic questions about the cost of the systems we would need or how to pay for them. I realized that I had learned how to implement technology, but not how to make the business case for it or lead a company through the change it requires.

After my MBA, I plan to return to Grupo Herrera as head of operations and strategy, with the goal of becoming chief executive within ten years. Later, I want to create an advisory firm that helps other family-owned manufacturers in northern Mexico modernize, because hundreds of them face the same choice my family faces now: change, or lose their customers to suppliers in Asia.

Now is the right moment because nearshoring is bringing new customers to Mexico, and the companies that modernize in the next five years will capture that demand.

Booth is the right place for this journey. Its focus on family enterprise and its strength in operations would give me both the tools and the community I need. Courses in operations strategy would sharpen my thinking about supply chains, and the family business club would connect me with classmates facing similar transitions at home.

I will contribute the perspective of someone who has worked inside a family business at every level, from the factory floor to the boardroom. I also hope to lead a trek to Monterrey so that classmates can see firsthand how nearshoring is reshaping North American manufactoring.`,
    planted: [planted.wrongSchool("Booth is the right place"), planted.spelling("manufactoring")],
  },
  {
    id: "kellogg-cliche-no-example",
    school,
    essayTitle: decision,
    text: `Life is a journey, and every journey is full of difficult decisions.

In my professional life, I have faced many difficult decisions. As a manager in the financial services industry, I often have to balance the needs of my team, my clients and my company. These decisions are rarely easy, because every choice involves trade-offs and there is seldom a perfect answer.

One of the most difficult decisions I have faced involved choosing between what was best for a client and what was best for my company in the short term. Several stakeholders had different opinions, and there was significant pressure to move quickly. I took the time to gather information, listen to different perspectives and consider the long-term consequences of each option. In the end, I made the decision that I believed was right, even though it was not the easiest path.

Reflecting on this experience, I realize that three values guided my decision-making process: integrity, empathy and accountability. Integrity meant being honest with everyone involved, even when the truth was uncomfortable. Empathy meant understanding how the decision would affect each person. Accountability meant taking ownership of the outcome, whatever it turned out to be.

This experience had a significant impact on my leadership style. I learned that good leaders do not avoid difficult decisions; they face them with courage and transparency. I have become more comfortable with uncertainty, and I now involve my team more in important decisions so that they feel ownership of the results. I have also learned to communicate my reasoning more clearly, so that even people who disagree with a decision understand the reasons behind it.

Today, I approach every difficult decision with these values in mind. I believe that Kellogg, with its emphasis on collaborative and values-driven leadership, is the ideal place for me to continue developing as a leader who makes thoughtful decisions under pressure.`,
    planted: [planted.clicheOpening("Life is a journey, and every journey is full of difficult decisions."), planted.noExample()],
  },
  {
    id: "kellogg-contradicts-resume-repeated",
    school,
    essayTitle: whyKellogg,
    resume: `Mei Lin Chen
Marketing Manager, Lumen Beauty (direct-to-consumer skincare), Los Angeles, 2022 to present
- Managed $1.2M annual paid-social budget
Marketing Associate, Procter & Gamble, Cincinnati, 2019 to 2022
- Supported the US launch of 2 hair-care products
B.A. Communications, UCLA, 2019`,
    text: `I am pursuing an MBA because I want to create a global beauty brand that makes dermatologist-quality skincare affordable for women in emerging markets, and I have reached the point in my career where I cannot get there without a broader foundation in general management.

During my six years at Procter & Gamble, I led the launch of a skincare line in China, managing a team of fifteen and a budget of $40 million. That experience taught me how a global company adapts a product to local habits: Chinese consumers wanted lighter textures and different packaging sizes, and the product succeeded only after we redesigned both. Today, as marketing manager at Lumen Beauty, a direct-to-consumer startup in Los Angeles, I manage our paid social budget and have helped grow our revenue by 60 percent in two years.

Working at a startup has shown me what I still lack. I understand marketing deeply, but I have never managed a profit and loss statement, negotiated with manufacturers, or raised money from investors. My goal after the MBA is to join the international expansion team of a fast-growing beauty company, ideally leading its entry into Southeast Asia. Within ten years, I want to found my own brand focused on affordable skincare for women in Indonesia, Vietnam and the Philippines, where demand is growing faster than anywhere else in the world.

Now is the right moment because the the beauty market in Southeast Asia is changing quickly, with social commerce platforms creating new paths to customers that did not exist five years ago. I want to be ready to lead a company in that market within the next decade, not to watch others do it.

Kellogg is the right school for me because of its strength in marketing and its commitment to general management. Its marketing courses would deepen my understanding of consumer insight, and its entrepreneurship program would prepare me to start a brand from the ground up. I am also drawn to the collaborative culture I saw when I visited, where students seemed more interested in helping each other than in competing.

I will contribute my experience in both a global corporation and a startup, and I plan to help lead the marketing club's beauty and retail events, bringing speakers from the brands I have worked with.`,
    planted: [
      planted.contradictsResume(
        "During my six years at Procter & Gamble, I led the launch of a skincare line in China, managing a team of fifteen and a budget of $40 million.",
      ),
      planted.repeatedWord("the the"),
    ],
  },
  {
    id: "kellogg-off-prompt-spelling",
    school,
    essayTitle: decision,
    text: `The most difficult decision I have made was to leave my graduate program in chemistry after two years to care for my father.

In the fall of 2019, my father learned that he had early-onset Alzheimer's disease. He was fifty-seven. My mother had passed away when I was twelve, and my only brother lived abroad, so there was no one else who could move home. I was halfway through a doctorate at a university in Ohio, with a research project on battery materials that I loved and a faculty advisor who told me I had a real future in the field.

For weeks I tried to find a way to do both. I drove four hours each weekend to see my father and spent my weeknights worrying about him. I finally realized that I was failing at both, and that only one of those responsibilities could wait. I asked my advisor for a leave of absence, packed my apartment and moved back to Pittsburgh.

The values that guided me were loyalty and honesty with myself. My father had raised two children alone while working as an electrician, and I owed him the same loyalty he had shown us. I also had to be honest that I could not be a good scientist while constantly distracted by fear.

The two years that followed were the hardest of my life, but they changed me. I learned to coordinate doctors, insurance companies and home-care aides, to manage a budget that never seemed large enough, and to make decisions for someone who could no longer make them for himself. I became more patient, more organized and more willing to ask for help. When my father moved into a memory-care facility in 2021, I started working as an operations analyst at a regional health system, where I now help design the services that families like mine depend on.

This experience shaped my leadership style profoundly. I listen more carefully, I am more comfortable with uncertanty, and I understand that the people I lead have lives outside of work that sometimes must come first.`,
    planted: [planted.offPrompt(), planted.spelling("uncertanty")],
  },
  {
    id: "kellogg-strong",
    school,
    essayTitle: decision,
    text: `Eighteen months into my job as a project manager at a solar developer in Denver, I had to decide whether to tell a client that the project I had sold them would not deliver the savings we had promised.

The client was a school district in rural Colorado that had signed a twenty-year agreement for rooftop solar on eleven schools. Our model promised savings of $310,000 a year. Three months after construction began, I reviewed the final engineering drawings and found that four of the roofs could hold only half the panels we had modeled, because their structures were older than the district's records showed. The real savings would be closer to $190,000.

My director suggested that we finish construction, let the first year's results speak for themselves, and explain the shortfall then. Our contract allowed it: the savings were an estimate, not a guarantee. But the district's superintendent had used our number to justify hiring two reading specialists, and she would set her budget for the next year within weeks.

I asked my director for two days to find options before we decided. With our engineers, I priced structural reinforcement for two of the four roofs and a ground-mounted array on the district's unused land behind the high school. Together they would recover about $90,000 of the missing savings at a cost we could absorb within our margin. I then asked to deliver the news myself. I drove to the district office, showed the superintendent the drawings, the new numbers and the options, and told her that our original estimate had been wrong.

She chose the ground-mounted array. The project finished two months late, the district saved $283,000 in its first full year, and the superintendent kept both reading specialists. Eight months later, she introduced us to two neighboring districts, which became our largest contracts of the following year.

Two values guided me. The first was honesty with the people who depend on my numbers: an estimate is a promise even when a contract says otherwise. The second was ownership. The mistake came from data my team should have checked, so fixing it was my responsibility, not the client's.

The decision changed how I lead. I now ask my team what could make our estimates wrong before we present them, and I thank the person who finds a problem early rather than the one who hides it until it is expensive. On my last two projects, we caught three errors that way before a client ever saw them.`,
    planted: [],
  },
];
