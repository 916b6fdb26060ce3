#include "core/surrogate/FeasibilityModel.h"

#include "core/surrogate/XgbBooster.h"

#include <algorithm>
#include <string>

namespace augur {

namespace {
/// Never rule a configuration out entirely: a classifier of a few dozen rows can be wrong.
constexpr float kFloor = 0.02f;
} // namespace

FeasibilityModel::FeasibilityModel(std::uint64_t seed) : seed_(seed) {}
FeasibilityModel::~FeasibilityModel() = default;
FeasibilityModel::FeasibilityModel(FeasibilityModel&&) noexcept = default;
FeasibilityModel& FeasibilityModel::operator=(FeasibilityModel&&) noexcept = default;

void FeasibilityModel::train(const std::vector<float>& ok, std::size_t okRows, const std::vector<float>& failed,
                             std::size_t failedRows, std::size_t cols) {
    booster_.reset();
    cols_ = cols;
    baseRate_ = (static_cast<double>(okRows) + 1.0) / (static_cast<double>(okRows + failedRows) + 2.0);
    if (okRows == 0 || failedRows == 0 || cols == 0) return;
    std::vector<float> x(ok.begin(), ok.begin() + static_cast<std::ptrdiff_t>(okRows * cols));
    x.insert(x.end(), failed.begin(), failed.begin() + static_cast<std::ptrdiff_t>(failedRows * cols));
    std::vector<float> y(okRows, 1.0f);
    y.insert(y.end(), failedRows, 0.0f);
    XgbDMatrix train(x, okRows + failedRows, cols);
    train.setLabels(y);
    auto b = std::make_unique<XgbBooster>(train);
    b->setTreeParams("binary:logistic", 3, 0.3, seed_);
    // A few failures must be able to split off: XGBoost's defaults (a leaf needs a hessian
    // of 1, about 11 rows at a 10 % failure rate; L2 weight 1) keep a classifier of a
    // few dozen rows near the base rate (AUC 0.83–0.96 against 0.84–0.97 with these on
    // 20–50 random rows of the 2080 Ti convolution and pnpoly files).
    b->setParam("min_child_weight", "0.1");
    b->setParam("lambda", "0.1");
    // The success rate as the starting point: a tree that finds no split leaves it there.
    b->setParam("base_score", std::to_string(std::clamp(baseRate_, 0.05, 0.95)));
    for (int i = 0; i < 20; ++i) b->updateOneIter(i, train);
    booster_ = std::move(b);
}

std::vector<float> FeasibilityModel::predict(const std::vector<float>& features, std::size_t rows) const {
    if (!booster_ || rows == 0) return std::vector<float>(rows, std::max(kFloor, static_cast<float>(baseRate_)));
    std::vector<float> p = booster_->predict(XgbDMatrix(features, rows, cols_));
    for (float& v : p) v = std::clamp(v, kFloor, 1.0f);
    p.resize(rows, 1.0f);
    return p;
}

} // namespace augur
