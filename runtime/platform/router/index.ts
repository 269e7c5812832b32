export { ROUTES, type RouteMatch, type RouteName } from './routes';
export { parseLocation, dropQueryOnRoot, type LocationLike, type ParsedLocation, type ParsedQuery } from './parse-location';
