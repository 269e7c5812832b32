export { resolveEnvironment, currentEnvironment, type Environment, type EnvironmentName } from './environment';
