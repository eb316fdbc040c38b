// What the workspace's navigation shows for each school (the sidebar, the mobile drawer, Manage
// Schools): built on the server by listWorkspace, read by the components.
export type NavEssay = { id: string; essayTitle: string; status: string; version: number };
export type NavSchool = {
  school: string;
  visible: boolean;
  progress: number;
  essayCount: number;
  nextDeadline: { round: string; date: string } | null;
  essays: NavEssay[];
};
