import type { BookedSlot } from '@topgear/shared/demo';
import { RESET_PASSWORD_PATH } from '@topgear/shared/password-reset';

/** A page the router matches at `path`, linked to with `getHref()`. */
const page = <Path extends string>(path: Path) => ({ path, getHref: () => path });

/**
 * Every route path of the product, in one place: the router reads `path`, links call `getHref()`.
 * All paths are absolute.
 */
export const paths = {
  home: page('/'),
  login: page('/login'),
  signUp: page('/signUp'),
  forgotPassword: {
    path: '/forgot-password',
    /** With `email`, the form starts with it filled in. */
    getHref: (email?: string) =>
      email ? `/forgot-password?${new URLSearchParams({ email }).toString()}` : '/forgot-password',
  },
  /** Opened from the reset mail's link, which carries `?token=`. */
  resetPassword: page(RESET_PASSWORD_PATH),
  aboutUs: page('/aboutUs'),
  blogs: page('/blogs'),
  /** The spec's other address of the blog list. */
  blog: page('/blog'),
  contact: page('/contact'),
  pricing: page('/pricing'),
  schedule: page('/schedule'),
  caseStudy: page('/full-case-study'),
  review: {
    path: '/reviews/:reviewId',
    getHref: (id: string) => `/reviews/${encodeURIComponent(id)}`,
  },
  scheduleSubmit: {
    path: '/scheduleSubmit',
    /** With the booked slot, the page says when the demo is. */
    getHref: (booked?: BookedSlot) => {
      if (!booked) return '/scheduleSubmit';
      const { date, time, timeZone } = booked;
      return `/scheduleSubmit?${new URLSearchParams({ date, time, timeZone }).toString()}`;
    },
  },
  praise: page('/praise'),
  ebook: page('/ebook'),
  course: page('/course'),
  faq: page('/faq'),
  helpCenter: page('/helpCenter'),
  team: page('/team'),
  teamMembers: page('/team-members'),
  terms: page('/terms'),
  privacyPolicy: page('/privacy-policy'),
  /** The public addresses of two admin screens (administrators only, like their dashboard twins). */
  addBlogs: page('/add-blogs'),
  manageUsersEmergencyContact: page('/manage-users-emergency-contact'),
  /** Where an admin or manager goes first when the company requires two-factor sign-in of them and they have none. */
  twoFactorSetup: page('/two-factor-setup'),
  /** Where the link mailed to a new email address leads (`?token=…`); the server writes that link. */
  confirmEmail: page('/confirm-email'),
  dashboard: {
    root: page('/dashboard'),
    home: page('/dashboard/home'),
    focus: page('/dashboard/focus'),
    /** My account: profile, password, email and sessions. */
    profile: page('/dashboard/profile'),
    task: page('/dashboard/task'),
    chat: page('/dashboard/chat'),
    notification: page('/dashboard/notification'),
    addGoal: page('/dashboard/add-goal'),
    goal: {
      path: '/dashboard/goals/:goalId',
      getHref: (id: string) => `/dashboard/goals/${encodeURIComponent(id)}`,
    },
    notes: page('/dashboard/notes'),
    /** My 1:1s and team meetings; with `withPersonId`, the new-meeting form opens with that person chosen. */
    meetings: {
      path: '/dashboard/meetings',
      getHref: (withPersonId?: string) =>
        withPersonId
          ? `/dashboard/meetings?${new URLSearchParams({ with: withPersonId }).toString()}`
          : '/dashboard/meetings',
    },
    /** The starter talking points I keep, and the company's. */
    meetingTemplates: page('/dashboard/meetings/templates'),
    /** A series of meetings: its schedule and its meetings, upcoming and past. */
    meetingSeries: {
      path: '/dashboard/meetings/:seriesId',
      getHref: (seriesId: string) => `/dashboard/meetings/${encodeURIComponent(seriesId)}`,
    },
    /** One meeting of a series, named by the instant its schedule gave it (`occursAt`, moved or not). */
    meeting: {
      path: '/dashboard/meetings/:seriesId/:occursAt',
      getHref: (seriesId: string, occursAt: string) =>
        `/dashboard/meetings/${encodeURIComponent(seriesId)}/${encodeURIComponent(occursAt)}`,
    },
    /** The performance reviews I am asked to write, and those I submitted. */
    performance: page('/dashboard/performance'),
    performanceReview: {
      path: '/dashboard/performance/reviews/:reviewId',
      getHref: (id: string) => `/dashboard/performance/reviews/${encodeURIComponent(id)}`,
    },
    /** In a cycle taking nominations: the peers I choose to review me. */
    performancePeers: {
      path: '/dashboard/performance/cycles/:cycleId/peers',
      getHref: (cycleId: string) => `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/peers`,
    },
    /** In a cycle: the peers of the people I manage in it, to approve, remove or add. */
    performanceTeam: {
      path: '/dashboard/performance/cycles/:cycleId/team',
      getHref: (cycleId: string) => `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/team`,
    },
    /** In a cycle: what has been written about someone I manage, their self-review and the groups' pooled. */
    performanceFeedback: {
      path: '/dashboard/performance/cycles/:cycleId/people/:personId',
      getHref: (cycleId: string, personId: string) =>
        `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}`,
    },
    /** Managers and administrators, from calibration on: everyone's ratings side by side, and their final ratings. */
    performanceCalibration: {
      path: '/dashboard/performance/cycles/:cycleId/calibration',
      getHref: (cycleId: string) => `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/calibration`,
    },
    /** In a cycle: my review, once shared with me. */
    performancePacket: {
      path: '/dashboard/performance/cycles/:cycleId/packet',
      getHref: (cycleId: string) => `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/packet`,
    },
    /** In a cycle: the review of someone I manage, as their managers read it, to share with them. */
    performancePersonPacket: {
      path: '/dashboard/performance/cycles/:cycleId/people/:personId/packet',
      getHref: (cycleId: string, personId: string) =>
        `/dashboard/performance/cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/packet`,
    },
    employee: page('/dashboard/employee'),
    employeeDetail: {
      path: '/dashboard/employee/:employeeId',
      getHref: (id: string) => `/dashboard/employee/${encodeURIComponent(id)}`,
    },
    addEmployee: page('/dashboard/add-employee'),
    reviews: page('/dashboard/reviews'),
    vacationSelect: page('/dashboard/vacation-select'),
    emergency: page('/dashboard/emergency'),
    uploadFile: page('/dashboard/upload-file'),
    admin: page('/dashboard/admin'),
    manager: page('/dashboard/manager'),
    auditLog: page('/dashboard/audit-log'),
    manageUsers: page('/dashboard/manage-users'),
    signInSettings: page('/dashboard/sign-in-settings'),
    singleSignOn: page('/dashboard/single-sign-on'),
    manageBlogs: page('/dashboard/manage-blogs'),
    manageBook: page('/dashboard/manage-book'),
    addCourse: page('/dashboard/add-course'),
    demoDetails: page('/dashboard/demo-details'),
    manageUsersEmergencyContact: page('/dashboard/manage-users-emergency-contact'),
    employeesVacation: page('/dashboard/employeesvacation'),
    employeesGoal: page('/dashboard/employeesgoal'),
    chatRequest: page('/dashboard/chatrequest'),
    chatConversation: {
      path: '/dashboard/chatrequest/:conversationId',
      getHref: (id: string) => `/dashboard/chatrequest/${encodeURIComponent(id)}`,
    },
    newsFeed: page('/dashboard/news-feed'),
    newsPost: {
      path: '/dashboard/news-feed/:postId',
      getHref: (id: string) => `/dashboard/news-feed/${encodeURIComponent(id)}`,
    },
    course: page('/dashboard/course'),
    people: page('/dashboard/people'),
    person: {
      path: '/dashboard/people/:personId',
      getHref: (id: string) => `/dashboard/people/${encodeURIComponent(id)}`,
    },
    orgChart: {
      path: '/dashboard/org-chart',
      /** With `personId`, the chart opens the path to that person and focuses them. */
      getHref: (personId?: string) =>
        personId
          ? `/dashboard/org-chart?${new URLSearchParams({ person: personId }).toString()}`
          : '/dashboard/org-chart',
    },
    /** Administrators: departments and teams. */
    departments: page('/dashboard/departments'),
    /** Administrators: import people from a CSV file, and export them. */
    peopleImport: page('/dashboard/people-import'),
    /** Administrators: what performance reviews ask. */
    reviewTemplates: page('/dashboard/review-templates'),
    companyValues: page('/dashboard/company-values'),
    recognition: page('/dashboard/recognition'),
    newReviewTemplate: page('/dashboard/review-templates/new'),
    reviewTemplate: {
      path: '/dashboard/review-templates/:templateId',
      getHref: (id: string) => `/dashboard/review-templates/${encodeURIComponent(id)}`,
    },
    /** Administrators: rounds of performance reviews, from draft to closed. */
    reviewCycles: page('/dashboard/review-cycles'),
    newReviewCycle: page('/dashboard/review-cycles/new'),
    reviewCycle: {
      path: '/dashboard/review-cycles/:cycleId',
      getHref: (id: string) => `/dashboard/review-cycles/${encodeURIComponent(id)}`,
    },
  },
} as const;
