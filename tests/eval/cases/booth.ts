import { type EvalCase, planted } from "../eval-case";

// Booth, 2025-2026 questions (migrations/0006_catalogue_seed.sql). Essays 1 and 2 ask for at least
// 250 words and set no maximum; the optional clarification allows 300.
const school = "Booth";
const careerGoals = "Essay 1: Career goals and the Booth MBA";
const values = "Essay 2: Values (choose a photo)";
const clarification = "Optional: clarification";

export const boothCases: EvalCase[] = [
  {
    id: "booth-cliche-no-example",
    school,
    essayTitle: careerGoals,
    text: `In today's rapidly changing world, business leaders face challenges that are more complex than ever before.

My immediate post-MBA goal is to join a leading private equity firm as an associate, focusing on investments in the healthcare sector. In the long term, I aspire to become a partner at a private equity firm, where I can help build great companies that make a real difference in people's lives.

I have always been passionate about finance and about healthcare. Throughout my career, I have developed strong analytical skills, a deep understanding of financial markets, and the ability to work effectively in teams. I have worked on a variety of projects that taught me how to analyze companies, identify opportunities and communicate my findings to senior stakeholders. These experiences have prepared me well for a career in private equity.

However, to achieve my goals, I need to strengthen my knowledge of finance, accounting and strategy, and I need to expand my professional network. A Booth MBA is the perfect way to do this. Booth's flexible curriculum will allow me to tailor my studies to my interests, and its rigorous, data-driven approach will give me the analytical foundation that private equity requires. I am also excited about the opportunity to learn from world-class faculty and from classmates with diverse backgrounds.

Beyond the classroom, I look forward to participating in the Private Equity Club and other student organizations, where I can form relationships with peers who share my interests. The Booth alumni network will also be invaluable as I pursue my career goals.

In summary, a Booth MBA will provide me with the skills, knowledge and network I need to achieve my immediate and long-term goals. I am confident that Booth is the right place for me, and I am excited about the opportunity to contribute to its community.`,
    planted: [
      planted.clicheOpening("In today's rapidly changing world, business leaders face challenges that are more complex than ever before."),
      planted.noExample(),
    ],
  },
  {
    id: "booth-no-outcome-spelling",
    school,
    essayTitle: values,
    text: `The photo of two students arguing over a whiteboard reminds me of the value I care about most: intellectual honesty, the willingness to follow evidence even when it points somewhere uncomfortable.

I learned this value from my first boss at a public health nonprofit in Lima. Her name was Rosa, and she ran the data team that evaluated our nutrition programs for children under five. In my first month, I built a dashboard showing that our flagship program had reduced anemia in three districts by almost a third. I was proud of it, and I sent it to Rosa expecting praise.

She asked me one question: what happened in the districts where we did not work? I had not looked. When I did, I found that anemia had fallen almost as much in those districts, probably because of a government iron-supplement campaign that occured the same year. Our program may have helped, but my dashboard had given it credit for something that was happening everywhere.

Rosa asked me to present both numbers to our board, which included the donors who funded the program. I spent a week preparing, knowing that the honest version of the analysis could cost us our largest grant. The night before the meeting I rewrote my slides three times, trying to find words that were truthful without sounding like an accusation against my own team's work. I walked into the boardroom at nine in the morning with my hands shaking and began the presentation with the comparison chart.

Since then, whenever I see data that confirms what I hoped to find, I look for the comparison that could prove me wrong. At Booth, where debate is part of how people learn, I hope to find classmates who will ask me Rosa's question, and I hope to ask it of them in return. Intellectual honesty is not always comfortable, but I have come to see it as the only way an organization can learn what actually works.`,
    planted: [
      planted.noOutcome("I walked into the boardroom at nine in the morning with my hands shaking and began the presentation with the comparison chart."),
      planted.spelling("occured"),
    ],
  },
  {
    id: "booth-over-limit-passive",
    school,
    essayTitle: clarification,
    text: `I would like to explain two things in my application: my grades in my second year of university and the eight-month gap in my employment in 2022.

In my second year at the University of Lagos, my grade point average fell from 4.5 to 3.1 on a five-point scale. That year my father lost his job when the bank he worked for was taken over by a larger competitor, and I took a night job as a data-entry clerk at a logistics company to help pay my younger sisters' school fees. I worked from six in the evening until midnight, five days a week, and my grades suffered, especially in the engineering mathematics courses that required long hours of practice. In my third and fourth years, after my father found new work and I could stop working nights, my average returned to 4.4, and I graduated with second-class upper honors. I believe my GMAT quantitative score of 49 also shows that the second-year grades do not reflect my ability.

The gap in my employment in 2022 came after the fintech startup where I worked as a product analyst ran out of money and closed. The closure was sudden: the founders announced on a Friday that the company would not open on Monday. I used the following eight months deliberately. I completed a certificate in data science through an online program, I volunteered as a part-time analyst for a microfinance nonprofit in Lagos, helping it measure loan repayment rates across its branches, and I spent several weeks preparing for the GMAT. In November 2022, I joined my current employer, a payments company, where I earned a promotion to senior analyst within a year.

I hope this context helps the admissions committee read my record fully and fairly, and I would be glad to answer any further questions about either period.`,
    planted: [planted.overLimit(), planted.passive("was taken over by")],
  },
  {
    id: "booth-wrong-school-repeated",
    school,
    essayTitle: careerGoals,
    text: `My immediate goal after the MBA is to join the corporate development team of a large American food company, working on acquisitions of fast-growing brands in plant-based and functional foods. In the long term, I want to lead a consumer products company as its chief executive, ideally one that makes healthier food affordable for middle-income families.

I come to this goal from an unusual direction. For five years, I have worked as a food scientist at a dairy cooperative in Wisconsin, developing new yogurt and cheese products. In 2021, I led the development of a high-protein yogurt for older adults that is now sold in 2,400 stores and brought in $18 million in its first year. Working on that launch, I spent more time with our finance and marketing teams than in the lab, and I discovered that the decisions I found most interesting were not about recipes but about which products to develop, acquire or stop making.

To move from the lab to corporate development, I need rigorous training in finance and strategy. Booth's analytical approach is what draws me. Courses in mergers and acquisitions and corporate finance would give me the valuation skills I lack, and the flexible curriculum would let me take them early, before my summer internship. I also want to study competitive strategy, because acquisitions in consumer goods succeed or fail on whether a brand can keep its edge once it is inside a larger company.

Beyond courses, the Kilts Center for Marketing would let me work with real consumer data, which is how I learned to make decisions as a scientist. And the Columbia Business School alumni network in the food industry would open doors at the companies I most want to join, several of which are based in Chicago.

Finally, I want to learn alongside classmates who challenge my my assumptions. As a scientist, I learned to test hypotheses, and Booth's culture of questioning ideas would push me to do the same with business decisions.

A Booth MBA is the bridge between the products I have developed and the company I want to lead.`,
    planted: [planted.wrongSchool("Columbia Business School"), planted.repeatedWord("my my")],
  },
  {
    id: "booth-off-prompt-contradicts-resume",
    school,
    essayTitle: values,
    resume: `Arjun Mehta
Senior Consultant, Deloitte, Mumbai, 2021 to present
- Cost-reduction projects for 3 steel and cement clients
Engineer, Tata Steel, Jamshedpur, 2018 to 2021
B.Tech Mechanical Engineering, IIT Kharagpur, 2018`,
    text: `After five years leading strategy projects at McKinsey in Mumbai, I know exactly where I want my career to go next: into the leadership of an Indian industrial company that is serious about decarbonization.

India's steel and cement industries produce more carbon dioxide than the entire economy of most European countries, and they are growing fast. Much of my consulting work has been on cost-reduction programs for steel and cement producers, and I have seen that the same plants that waste energy also waste money. The companies that cut emissions first will also be the ones with the lowest costs when carbon pricing arrives, which I believe will happen within the next decade.

My immediate goal after Booth is to join the strategy team of a large Indian steel producer, leading projects on green hydrogen and electric arc furnaces. In the long term, I want to become the chief operating officer of such a company and oversee its transition to low-carbon production.

Booth is the right school for me for three reasons. First, its analytical rigor will give me the finance tools to evaluate decarbonization investments worth billions of dollars. Second, the Rustandy Center for Social Sector Innovation and the energy-focused courses would help me understand how policy and markets interact. Third, the Booth network in India would help me return home with relationships across the industrial sector.

I am confident that a Booth MBA will accelerate my journey from consultant to industrial leader, and I look forward to contributing my experience in heavy industry to my classmates.`,
    planted: [planted.offPrompt(), planted.contradictsResume("After five years leading strategy projects at McKinsey in Mumbai")],
  },
  {
    id: "booth-strong",
    school,
    essayTitle: values,
    text: `The photo of a student at the edge of Lake Michigan, looking out at a wide horizon, resonates with the value that has shaped my career: the courage to try something whose outcome I cannot predict.

I grew up in a family of government accountants in Hanoi, where the safest career was the best career. I followed that path into audit at a large accounting firm, and for three years I checked other people's numbers. In 2021, a client, a small coffee exporter in the Central Highlands, asked whether anyone on our team could help them sell directly to roasters in Europe instead of through traders. Nobody volunteered. I did, on my own time.

I had never sold anything. I spent my evenings studying the European specialty-coffee market, emailed forty roasters, and convinced six to accept free samples. Four placed orders. By the end of the harvest, the exporter sold a fifth of its crop directly, at prices 35 percent above what traders paid, and it hired me as its first head of sales.

Leaving audit was the hardest decision I have made. My parents did not understand it, and for a year I earned less than my former classmates. But in three years at the exporter, I have hired a team of five, opened markets in Germany and Japan, and helped 300 farming families earn more for the same harvest.

Taking that risk taught me that uncertainty is not the same as danger. I now test new ideas in small steps, measure what happens, and decide quickly whether to continue. At Booth, I want to bring that spirit to class debates and to the New Venture Challenge, where I hope to test a company that finances coffee farmers' harvests before they sell.`,
    planted: [],
  },
];
