import { type EvalCase, planted } from "../eval-case";

// Wharton, 2025-2026 questions (migrations/0006_catalogue_seed.sql).
const school = "Wharton";
const goals = "Essay 1b: 3-5 year and long-term goals";
const contribution = "Essay 2: Contribution to the Wharton community";

export const whartonCases: EvalCase[] = [
  {
    id: "wharton-no-example-spelling",
    school,
    essayTitle: contribution,
    text: `I believe I will make meaningful contributions to the Wharton community because of my diverse background, my passion for collaboration and my commitment to helping others succeed.

Professionally, I bring experience from the technology industry, where I have worked on many cross-functional teams. I have learned how to communicate with people from different backgrounds and how to bring out the best in every team member. I am confident that these skills will help me add value to my Learning Team and to class discussions, where I will share the perspective of someone who has seen how large companies make decisions.

Personally, I am a very curious and open-minded person. I love meeting people from different cultures and learning about their experiences. I will bring this energy to Wharton's clubs and social events, and I will be an active and engaged member of the community. I am especially excited to join several clubs that match my interests and to take on leadership roles in them.

Academically, I have always been a dedicated student who enjoys challenging myself. I look forward to contributing to class discussions and to study groups, and I am happy to help classmates who are less comfortable with quantitative subjects. I beleive that everyone learns more when they help each other.

Finally, I am committed to giving back. Throughout my career, I have volunteered in my community and mentored younger colleagues. At Wharton, I will continue this commitment by supporting my classmates and by staying involved as an alumnus long after graduation.

In all these ways, I am confident that I will be a positive and meaningful presence in the Wharton community.`,
    planted: [planted.noExample(), planted.spelling("beleive")],
  },
  {
    id: "wharton-over-limit-cliche",
    school,
    essayTitle: goals,
    text: `Ever since I was young, I have dreamed of changing the world.

In the first three to five years after my MBA, I plan to join the healthcare practice of a top management consulting firm, where I will advise hospital systems and insurers on how to lower costs while improving patient outcomes. Consulting will expose me to a wide range of organizations and problems, and it will teach me how senior executives make decisions about capital, operations and people.

These years will prepare me for my long-term goal: to become the chief operating officer of a regional hospital system in the American South, where I grew up and where rural hospitals are closing at a faster rate than anywhere else in the country. As a nurse for five years in a hospital in Alabama, I saw how poor scheduling, supply shortages and billing delays kept patients from the care they needed. As an operating executive, I want to fix those systems and keep rural hospitals open for the communities that depend on them.`,
    planted: [planted.overLimit(), planted.clicheOpening("Ever since I was young, I have dreamed of changing the world.")],
  },
  {
    id: "wharton-wrong-school-passive",
    school,
    essayTitle: contribution,
    text: `Before business school, I spent six years as a public school teacher in Philadelphia, and for three of them I coached our debate team. In 2021, our team of twelve students from a school where most families qualify for free lunch reached the state championship for the first time. I bring that experience to Wharton in two ways.

First, I will contribute to the classroom as someone who has managed people with very little money. Our debate program had a budget of $400 a year. I raised another $9,000 by writing grants and by persuading two local law firms to sponsor tournament fees, and I recruited six volunteer judges from the law school at Penn. When discussions in class turn to motivating teams without large budgets, I can share what worked and what failed.

Second, I want to connect Wharton and the city's public schools. I plan to join the Wharton Education Club and propose a program that pairs first-year MBA students with high school debate teams in West Philadelphia as volunteer coaches. The skills that debate teaches, such as structuring an argument and answering hard questions on the spot, are the same skills that case interviews test, and students from both sides would learn from each other.

I will also bring the perspective of someone whose teachers believed in her. The scholarship that paid for my own college was given to me by a local foundation, and I want to make the same kind of investment in others.

Finally, I am excited to learn from the Kellogg community and its collaborative culture, which I experienced firsthand when I visited last fall and sat in on a marketing class where students built on each other's ideas rather than competing to speak.`,
    planted: [planted.wrongSchool("the Kellogg community"), planted.passive("was given to me")],
  },
  {
    id: "wharton-off-prompt",
    school,
    essayTitle: contribution,
    text: `The worst day of my career was the day our product launch failed.

I was a product manager at a consumer electronics company in Seoul, responsible for a new line of wireless earbuds. We had spent eighteen months developing them. Two weeks after launch, customer reviews started to report that the left earbud lost its connection every few minutes. Returns climbed to 22 percent, and our largest retail partner pulled the product from its shelves.

I had seen early signs of the problem. During testing, two engineers had mentioned connection drops, but the rate seemed low and we had already announced the launch date to retailers. I decided not to delay. In hindsight, I had let a deadline matter more than the evidence in front of me.

The weeks after the failure were hard. I led a review with engineering, quality and customer service, and we traced the problem to an antenna placement that performed poorly when users wore glasses. I wrote the report to our executive team myself, including my own decision to ignore the early warnings. We redesigned the antenna, relaunched six months later, and the second version became the best-selling model in our category in Korea.

The experience changed how I make decisions. Now, when a launch date and the data disagree, I bring the disagreement to the team early rather than hoping it will go away. I have also learned that admitting a mistake openly earns more trust than hiding it.

This failure taught me humility, and it taught me that good leaders make room for bad news.`,
    planted: [planted.offPrompt()],
  },
  {
    id: "wharton-contradicts-resume-repeated",
    school,
    essayTitle: contribution,
    resume: `Ana Souza
Associate, Global Markets Operations, Itau BBA, Sao Paulo, 2020 to present
- Reconciled derivatives trades for the rates desk
- Automated 3 daily reports with Python
B.A. Economics, Universidade de Sao Paulo, 2019
Languages: Portuguese (native), English (fluent)`,
    text: `I will bring to Wharton the perspective of someone who has worked on a trading floor, and a plan to help classmates from Latin America find their place in finance.

I spent four years as a trader on the equities desk at Itau in Sao Paulo, where I managed a portfolio of $200 million in Brazilian stocks. In that role I learned how quickly markets punish overconfidence, and I learned to explain complex positions to clients in simple terms. In class discussions about market crises, I can describe what it felt like to watch the real lose a third of its value in a few weeks, and how our desk decided what to sell.

I also bring a love of teaching. At the bank, I noticed that new analysts spent hours on on reports that could be automated, so I taught a group of twelve colleagues to write simple Python scripts. Within a year, the team had automated more than twenty daily reports. At Wharton, I would like to run informal coding workshops for classmates who have never programmed, because I know how much confidence a small script can give someone who thought technology was not for them.

Finally, I want to open doors for Latin American students. Many talented people in Brazil never consider a global MBA because they assume it is not for people like them. Through the Latin American Student Association, I would organize visits and mentoring calls with applicants from public universities in Brazil, so that the next generation sees Wharton as a possibility.

My career has taught me that markets, code and communities all reward those who share what they know. I intend to share what I know at Wharton.`,
    planted: [
      planted.contradictsResume(
        "I spent four years as a trader on the equities desk at Itau in Sao Paulo, where I managed a portfolio of $200 million in Brazilian stocks.",
      ),
      planted.repeatedWord("on on"),
    ],
  },
  {
    id: "wharton-strong",
    school,
    essayTitle: contribution,
    text: `For six years I have worked as a nurse in the emergency department of a hospital in Baltimore, and for the last two I have run its night shift. I will bring to Wharton a clinician's view of how hospitals work, a habit of deciding with incomplete information, and a plan to connect MBA students with the nurses who carry out whatever their strategies recommend.

In class, I can describe what a hospital's operating decisions look like at three in the morning. When our department cut the time patients waited for a bed from eleven hours to six, the change did not come from a new system. It came from a nurse noticing that discharges piled up after noon because doctors wrote orders at the end of their rounds. We moved rounds earlier, and the beds opened. When case discussions turn to hospital efficiency, I can explain why the best ideas often come from the floor.

Outside class, I plan to join the Wharton Health Care Club and propose a program called Shadow Shift, in which first-year students spend one night with the nurses of a Philadelphia emergency department. I ran a smaller version in Baltimore for our hospital's finance team, and the analysts who joined us rewrote their staffing model within a month because they had seen what a short-staffed night really means.

I also want to contribute to my Learning Team as someone who has led under pressure. In the emergency department, I learned to give clear instructions quickly, to ask the quietest person what they have noticed, and to admit out loud when I am wrong so that others will too. Those habits matter as much in a team of five students preparing a case as in a trauma bay.

After Wharton, I plan to help lead a hospital system, and I want the classmates who go into health care consulting and investing to remember the nurses they met along the way.`,
    planted: [],
  },
];
