export { ROUTES, type RouteDefinition, type RouteMatch, type RouteName, type RouteParams, type RouteSource, type ParamNames, type ElementRouteKind } from './routes';
export { matchRoute } from './match';
export { parseOptions, isPaymentMode, type ParsedOptions, type PaymentMode, type OptionsResult } from './options';
export {
  parseLocation,
  parseQuery,
  dropQueryOnRoot,
  type AppMode,
  type LocationLike,
  type ParsedLocation,
  type ParsedQuery,
} from './parse-location';
