import { Navigate, useParams } from 'react-router';

/** /publisher/courses: the spec's address of the trainer's courses, which live in the LMS dashboard. */
export function PublisherCoursesRedirect() {
  return <Navigate to="/lms/dashboard/courses" replace />;
}

/** /publisher/course-content/{course_id?}: a course's contents, or the list to pick one from. */
export function PublisherCourseContentRedirect() {
  const id = Number(useParams().course_id);
  return (
    <Navigate
      to={Number.isInteger(id) && id > 0 ? `/lms/dashboard/courses/${id}/contents` : '/lms/dashboard/courses'}
      replace
    />
  );
}
