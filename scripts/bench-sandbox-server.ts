/**
 * The sandbox of the confirm bench, in a process of its own (as it runs beside a
 * team's test suites), so the bench's clients do not share its event loop: started
 * by bench-sandbox.ts with the state file as its argument, it binds 127.0.0.1 on a
 * free port and speaks bench-sandbox-child.ts's lines (its port, its CPU time) until
 * its stdin closes.
 */
import { startSandbox } from '../sandbox/server';
import { serveBenchProtocol } from './bench-sandbox-child';

const [stateFile, secretKey] = process.argv.slice(2);
if (stateFile === undefined || secretKey === undefined) throw new Error('usage: bench-sandbox-server.ts <state file> <secret key>');
const sandbox = await startSandbox({ port: 0, hostname: '127.0.0.1', stateFile, secretKey, log: () => {} });
serveBenchProtocol(sandbox.port, () => sandbox.close());
