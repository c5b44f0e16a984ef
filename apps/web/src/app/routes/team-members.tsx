import { anotherAddressOf } from '@/app/page';
import team from './team';

export default anotherAddressOf(team);
