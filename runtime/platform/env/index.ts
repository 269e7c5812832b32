export { ENVIRONMENTS, resolveEnvironment, currentEnvironment, type Environment, type EnvironmentName } from './environment';
