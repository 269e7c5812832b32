import { mountReady } from './mount-ready';

mountReady(() => 'Card number');
