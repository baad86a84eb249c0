import { MAX_OPEN_CLAIMS, REPOSITORY } from '@app/shared/bounties/bounties.constants';

const repositoryName = REPOSITORY.name.split('/').at(-1) ?? REPOSITORY.name;
const branch = 'bounty/your-bounty-name';

export interface GuideStep {
  title: string;
  text: string;
  command: string;
}

/** The fork-to-pull-request guide (part-2 §2 How to Contribute): 8 steps, each with its command. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: 'Fork the repository',
    text: `Make your own copy of ${REPOSITORY.name} (or use the Fork button on GitHub).`,
    command: `gh repo fork ${REPOSITORY.name} --clone=false`,
  },
  {
    title: 'Clone your fork',
    text: 'Download your fork to your machine. Replace YOUR-USERNAME with your GitHub name.',
    command: `git clone https://github.com/YOUR-USERNAME/${repositoryName}.git && cd ${repositoryName}`,
  },
  {
    title: 'Create a branch',
    text: 'One branch per bounty keeps your pull request focused.',
    command: `git checkout -b ${branch}`,
  },
  {
    title: 'Install dependencies',
    text: 'Node 20 and npm are all you need; the embedded database needs no setup.',
    command: 'npm install',
  },
  {
    title: 'Make your changes',
    text: 'Start the app with hot reload and build what the bounty asks for.',
    command: 'npm run dev',
  },
  {
    title: 'Test your changes',
    text: 'Type checks, lint, unit, integration and browser tests must all pass.',
    command: 'npm test',
  },
  {
    title: 'Commit and push',
    text: 'Small, honest commits with a conventional message.',
    command: `git add -A && git commit -m "feat: describe your change" && git push -u origin ${branch}`,
  },
  {
    title: 'Open a pull request',
    text: 'Link the bounty issue in the description, then submit the pull request URL with Submit Work.',
    command: 'gh pr create --fill',
  },
];

export const BEST_PRACTICES: readonly string[] = [
  `Claim a bounty before you start so nobody duplicates your work (at most ${MAX_OPEN_CLAIMS} claims at a time).`,
  'Read the requirements and the linked issue; ask on the issue when something is unclear.',
  'Keep the pull request to one bounty and explain how a reviewer can check it.',
  'Add or update tests for every behaviour you change.',
  'Follow the existing code style: run the linter and the type checker before you push.',
  'Release your claim if you cannot finish, so someone else can pick it up.',
];

export interface Resource {
  label: string;
  href: string;
  text: string;
}

export const RESOURCES: readonly Resource[] = [
  { label: 'Repository', href: REPOSITORY.url, text: 'Source code, README and contribution notes.' },
  { label: 'Open issues', href: REPOSITORY.issuesUrl, text: 'Every bounty links to its issue here.' },
  {
    label: 'Forking a repository',
    href: 'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/working-with-forks/fork-a-repo',
    text: "GitHub's guide to forks.",
  },
  {
    label: 'Creating a pull request',
    href: 'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/creating-a-pull-request',
    text: "GitHub's guide to pull requests.",
  },
  {
    label: 'Conventional Commits',
    href: 'https://www.conventionalcommits.org/en/v1.0.0/',
    text: 'The commit message format we use.',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** FAQ (part-2 §9: about a 2-week deadline; tokens 24-48 hours after the merge). */
export const FAQ: readonly FaqItem[] = [
  {
    question: 'How long do I have to finish a bounty?',
    answer:
      'Bounties have a deadline of about 2 weeks. If you cannot make it, release your claim so another developer can take over.',
  },
  {
    question: 'When do I receive my tokens?',
    answer:
      'Tokens are distributed 24-48 hours after your pull request is merged: a reviewer approves your submission, and the reward is paid into your balance the moment it is approved.',
  },
  {
    question: 'What happens if my submission is rejected?',
    answer:
      'You see the reviewer notes under your submissions, and the bounty opens again. Address the notes and submit again.',
  },
  {
    question: 'Do I need a crypto wallet?',
    answer:
      'No. Rewards are kept in your platform balance. Connecting a wallet address on the Platform Token tab is optional.',
  },
  {
    question: 'Can I work on several bounties at once?',
    answer: `Yes, you can hold up to ${MAX_OPEN_CLAIMS} claims at a time. Finish or release one before claiming another.`,
  },
];
