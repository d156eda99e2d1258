import { coordinationContract } from '../../../testing/contracts/coordination-contract';
import { inProcessCoordination } from './in-process-coordination';

coordinationContract('in-process', (now) => inProcessCoordination(now));
