import { anotherAddressOf } from '@/app/page';
import blogs from './blogs';

export default anotherAddressOf(blogs);
