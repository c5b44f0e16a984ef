import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public/public-layout';
import { pageRoute, type Page } from './page';
import { publicPages } from './public-pages';
import { RouteError } from './route-error';

const pageOf = (module: { default: Page }) => pageRoute(module.default);

/**
 * Every page loads its code when first visited; the dashboard's code never loads on public pages.
 * The browser and the server's page renderer share this tree.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: publicPages.map(({ path, module }): RouteObject => ({ path, lazy: () => module().then(pageOf) })),
      },
      {
        path: paths.dashboard.root.path,
        lazy: () => import('./routes/dashboard/layout'),
        children: [
          { index: true, element: <Navigate to={paths.dashboard.home.getHref()} replace /> },
          { path: paths.dashboard.home.path, lazy: () => import('./routes/dashboard/home') },
          { path: paths.dashboard.focus.path, lazy: () => import('./routes/dashboard/focus') },
          { path: paths.dashboard.profile.path, lazy: () => import('./routes/dashboard/profile') },
          { path: paths.dashboard.task.path, lazy: () => import('./routes/dashboard/task') },
          { path: paths.dashboard.addGoal.path, lazy: () => import('./routes/dashboard/add-goal') },
          { path: paths.dashboard.goal.path, lazy: () => import('./routes/dashboard/goal') },
          { path: paths.dashboard.vacationSelect.path, lazy: () => import('./routes/dashboard/vacation-select') },
          { path: paths.dashboard.notes.path, lazy: () => import('./routes/dashboard/notes') },
          { path: paths.dashboard.meetings.path, lazy: () => import('./routes/dashboard/meetings') },
          { path: paths.dashboard.meetingTemplates.path, lazy: () => import('./routes/dashboard/meeting-templates') },
          { path: paths.dashboard.meetingSeries.path, lazy: () => import('./routes/dashboard/meeting-series') },
          { path: paths.dashboard.meeting.path, lazy: () => import('./routes/dashboard/meeting') },
          { path: paths.dashboard.performance.path, lazy: () => import('./routes/dashboard/performance') },
          {
            path: paths.dashboard.performanceReview.path,
            lazy: () => import('./routes/dashboard/performance-review'),
          },
          { path: paths.dashboard.performancePeers.path, lazy: () => import('./routes/dashboard/performance-peers') },
          { path: paths.dashboard.performanceTeam.path, lazy: () => import('./routes/dashboard/performance-team') },
          {
            path: paths.dashboard.performanceFeedback.path,
            lazy: () => import('./routes/dashboard/performance-feedback'),
          },
          {
            path: paths.dashboard.performanceCalibration.path,
            lazy: () => import('./routes/dashboard/calibration'),
          },
          { path: paths.dashboard.performancePacket.path, lazy: () => import('./routes/dashboard/performance-packet') },
          {
            path: paths.dashboard.performancePersonPacket.path,
            lazy: () => import('./routes/dashboard/performance-person-packet'),
          },
          { path: paths.dashboard.newsFeed.path, lazy: () => import('./routes/dashboard/news-feed') },
          { path: paths.dashboard.newsPost.path, lazy: () => import('./routes/dashboard/news-post') },
          { path: paths.dashboard.chat.path, lazy: () => import('./routes/dashboard/chat') },
          { path: paths.dashboard.notification.path, lazy: () => import('./routes/dashboard/notification') },
          { path: paths.dashboard.emergency.path, lazy: () => import('./routes/dashboard/emergency') },
          { path: paths.dashboard.uploadFile.path, lazy: () => import('./routes/dashboard/upload-file') },
          { path: paths.dashboard.reviews.path, lazy: () => import('./routes/dashboard/reviews') },
          { path: paths.dashboard.course.path, lazy: () => import('./routes/dashboard/course') },
          { path: paths.dashboard.admin.path, lazy: () => import('./routes/dashboard/admin') },
          { path: paths.dashboard.manager.path, lazy: () => import('./routes/dashboard/manager') },
          { path: paths.dashboard.auditLog.path, lazy: () => import('./routes/dashboard/audit-log') },
          { path: paths.dashboard.manageUsers.path, lazy: () => import('./routes/dashboard/manage-users') },
          { path: paths.dashboard.singleSignOn.path, lazy: () => import('./routes/dashboard/single-sign-on') },
          {
            path: paths.dashboard.signInSettings.path,
            lazy: () => import('./routes/dashboard/sign-in-settings'),
          },
          {
            path: paths.dashboard.employeesVacation.path,
            lazy: () => import('./routes/dashboard/employees-vacation'),
          },
          { path: paths.dashboard.employeesGoal.path, lazy: () => import('./routes/dashboard/employees-goal') },
          { path: paths.dashboard.chatRequest.path, lazy: () => import('./routes/dashboard/chat-request') },
          {
            path: paths.dashboard.chatConversation.path,
            lazy: () => import('./routes/dashboard/chat-conversation'),
          },
          { path: paths.dashboard.demoDetails.path, lazy: () => import('./routes/dashboard/demo-details') },
          { path: paths.dashboard.manageBlogs.path, lazy: () => import('./routes/dashboard/manage-blogs') },
          { path: paths.dashboard.manageBook.path, lazy: () => import('./routes/dashboard/manage-book') },
          { path: paths.dashboard.addCourse.path, lazy: () => import('./routes/dashboard/add-course') },
          { path: paths.dashboard.employee.path, lazy: () => import('./routes/dashboard/employee') },
          { path: paths.dashboard.addEmployee.path, lazy: () => import('./routes/dashboard/add-employee') },
          { path: paths.dashboard.employeeDetail.path, lazy: () => import('./routes/dashboard/employee-detail') },
          {
            path: paths.dashboard.manageUsersEmergencyContact.path,
            lazy: () => import('./routes/dashboard/manage-users-emergency-contact'),
          },
          { path: paths.dashboard.people.path, lazy: () => import('./routes/dashboard/people') },
          { path: paths.dashboard.person.path, lazy: () => import('./routes/dashboard/person') },
          { path: paths.dashboard.orgChart.path, lazy: () => import('./routes/dashboard/org-chart') },
          { path: paths.dashboard.departments.path, lazy: () => import('./routes/dashboard/departments') },
          { path: paths.dashboard.peopleImport.path, lazy: () => import('./routes/dashboard/people-import') },
          { path: paths.dashboard.reviewTemplates.path, lazy: () => import('./routes/dashboard/review-templates') },
          { path: paths.dashboard.companyValues.path, lazy: () => import('./routes/dashboard/company-values') },
          { path: paths.dashboard.recognition.path, lazy: () => import('./routes/dashboard/recognition') },
          {
            path: paths.dashboard.newReviewTemplate.path,
            lazy: () => import('./routes/dashboard/new-review-template'),
          },
          { path: paths.dashboard.reviewTemplate.path, lazy: () => import('./routes/dashboard/review-template') },
          { path: paths.dashboard.reviewCycles.path, lazy: () => import('./routes/dashboard/review-cycles') },
          { path: paths.dashboard.newReviewCycle.path, lazy: () => import('./routes/dashboard/new-review-cycle') },
          { path: paths.dashboard.reviewCycle.path, lazy: () => import('./routes/dashboard/review-cycle') },
          { path: '*', lazy: () => import('./routes/$').then(pageOf) },
        ],
      },
    ],
  },
];
