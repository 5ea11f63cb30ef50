#include <glog/logging.h>
#include <string>
#include <vector>

namespace store {

class Table {
 public:
  // Get returns row i.
  const std::string& Get(size_t i) const {
    CHECK_LT(i, rows_.size()) << "row " << i << " past the end"; // want CHECK_LT "Check failed: i < rows_.size() ({i} vs. {rows_.size()}) row {i} past the end"
    return rows_[i];
  }

  void Put(const std::string& row) {
    CHECK(!row.empty()) << "empty row"; // want CHECK "Check failed: !row.empty() empty row"
    CHECK_EQ(row.size() % 8, 0u); // want CHECK_EQ "Check failed: row.size() % 8 == 0u ({row.size() % 8} vs. 0) "
    if (rows_.size() > kMax) {
      LOG(FATAL) << "table full at " << rows_.size() << " rows"; // want LOG(FATAL) "table full at {rows_.size()} rows"
    }
    LOG(INFO) << "put " << row;
    LOG(WARNING) << "slow put"; // want LOG(WARNING) "slow put"
    rows_.push_back(row);
  }

 private:
  static constexpr size_t kMax = 1 << 20;
  std::vector<std::string> rows_;
};

}  // namespace store
