class Queue {
  push(item) {
    if (this.items.length >= this.limit) {
      throw new RangeError(`queue full (${this.limit})`);
    }
    this.items.push(item);
  }
}
module.exports = { Queue };
