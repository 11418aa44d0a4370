import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "./error-fallback";
import { NotFoundPage } from "./not-found-page";

/** The router's error element: render failures inside a route show the same fallback as the boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Route failure", error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback />;
}
