import { Logger } from '@nestjs/common';

export class UserService {
  private readonly logger = new Logger(UserService.name);

  find(id: string, err: Error): void {
    this.logger.error(`lookup of ${id} failed`, err.stack); // want nestjs "lookup of {id} failed"
    this.logger.warn('cache miss for ' + id); // want nestjs "cache miss for {id}"
    this.logger.log('found');
  }
}
