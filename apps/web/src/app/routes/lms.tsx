import { type AreaRoutes, page } from '@/app/lazy-route';

// One page shows a course and takes an enrolment; one editor creates a course and edits it.
const lmsCourse = page(async () => (await import('./lms/course-page')).CoursePage);
const courseEditor = page(async () => (await import('./lms/course-editor-page')).CourseEditorPage);

/** Courses: public pages, a learner's pages, and a trainer's dashboard (with the plan feature `lms_access`). */
export const lmsRoutes: AreaRoutes = {
  pages: [
    { path: 'lms-edukasi', lazy: page(async () => (await import('./lms/edukasi-page')).EdukasiPage) },
    { path: 'lms/verify', lazy: page(async () => (await import('./lms/verify-page')).LmsVerifyPage) },
    {
      path: 'lms/certificates/:code',
      lazy: page(async () => (await import('./lms/certificate-page')).CertificatePage),
    },
  ],
  // A course page opens before the email address is verified, and says to verify before enrolling.
  members: [{ path: 'lms/courses/:id', lazy: lmsCourse }],
  // Every other page of a learner sends an unverified user to /verify-email?next=….
  verified: [
    { path: 'lms', lazy: page(async () => (await import('./lms/lms-home-page')).LmsHomePage) },
    { path: 'lms/courses', lazy: page(async () => (await import('./lms/browse-page')).BrowseCoursesPage) },
    { path: 'lms/enroll/:courseId', lazy: lmsCourse },
    {
      path: 'lms/contents/:content_id',
      lazy: page(async () => (await import('./lms/content-page')).ContentPage),
    },
    { path: 'lms/join/:slug', lazy: page(async () => (await import('./lms/join-page')).JoinPage) },
    {
      path: 'lms/contents/:content_id/quiz',
      lazy: page(async () => (await import('./lms/content-quiz-page')).ContentQuizPage),
    },
  ],
  publisher: [
    {
      path: 'publisher/courses',
      lazy: page(async () => (await import('./lms/publisher-redirects')).PublisherCoursesRedirect),
    },
    {
      path: 'publisher/course-content/:course_id?',
      lazy: page(async () => (await import('./lms/publisher-redirects')).PublisherCourseContentRedirect),
    },
  ],
  trainer: [
    {
      path: 'lms/dashboard',
      lazy: page(async () => (await import('./lms/lms-dashboard-page')).LmsDashboardPage),
    },
    {
      path: 'lms/dashboard/courses',
      lazy: page(async () => (await import('./lms/trainer-courses-page')).TrainerCoursesPage),
    },
    { path: 'lms/dashboard/courses/new', lazy: courseEditor },
    {
      path: 'lms/dashboard/courses/from-source',
      lazy: page(async () => (await import('./lms/course-from-source-page')).CourseFromSourcePage),
    },
    { path: 'lms/dashboard/courses/:id/edit', lazy: courseEditor },
    {
      path: 'lms/dashboard/courses/:id/contents',
      lazy: page(async () => (await import('./lms/course-contents-page')).CourseContentsPage),
    },
    {
      path: 'lms/dashboard/courses/:id/participants',
      lazy: page(async () => (await import('./lms/course-participants-page')).CourseParticipantsPage),
    },
    {
      path: 'lms/dashboard/contents/:id',
      lazy: page(async () => (await import('./lms/content-editor-page')).ContentEditorPage),
    },
  ],
};
