// What other features may use of the job-posting feature (components and pure rules).
export { StatusBadge } from "./job-list-page.tsx";
