#include "core/surrogate/XgbBooster.h"

#include <xgboost/c_api.h>

#include <limits>
#include <utility>

namespace augur {

namespace {
void check(int rc, const char* call) {
    if (rc != 0) {
        const char* msg = XGBGetLastError();
        throw XgbError(std::string("XGBoost: ") + call + ": " + (msg ? msg : "unknown error"));
    }
}
} // namespace

XgbDMatrix::XgbDMatrix(const std::vector<float>& data, std::size_t rows, std::size_t cols) : rows_(rows), cols_(cols) {
    if (data.size() != rows * cols) throw std::invalid_argument("XgbDMatrix: data size does not match rows x cols");
    DMatrixHandle h = nullptr;
    // nthread 1: the engine thread owns the model (and results stay deterministic).
    check(XGDMatrixCreateFromMat_omp(data.data(), static_cast<bst_ulong>(rows), static_cast<bst_ulong>(cols),
                                     std::numeric_limits<float>::quiet_NaN(), &h, 1),
          "XGDMatrixCreateFromMat_omp");
    handle_ = h;
}

XgbDMatrix::~XgbDMatrix() {
    if (handle_) XGDMatrixFree(handle_);
}

XgbDMatrix::XgbDMatrix(XgbDMatrix&& other) noexcept
    : handle_(std::exchange(other.handle_, nullptr)), rows_(other.rows_), cols_(other.cols_) {}

XgbDMatrix& XgbDMatrix::operator=(XgbDMatrix&& other) noexcept {
    if (this != &other) {
        if (handle_) XGDMatrixFree(handle_);
        handle_ = std::exchange(other.handle_, nullptr);
        rows_ = other.rows_;
        cols_ = other.cols_;
    }
    return *this;
}

void XgbDMatrix::setLabels(const std::vector<float>& labels) {
    if (labels.size() != rows_) throw std::invalid_argument("XgbDMatrix: one label per row expected");
    check(XGDMatrixSetFloatInfo(handle_, "label", labels.data(), static_cast<bst_ulong>(labels.size())),
          "XGDMatrixSetFloatInfo(label)");
}

void XgbDMatrix::setBaseMargin(const std::vector<float>& margin) {
    if (margin.size() != rows_) throw std::invalid_argument("XgbDMatrix: one base margin per row expected");
    check(XGDMatrixSetFloatInfo(handle_, "base_margin", margin.data(), static_cast<bst_ulong>(margin.size())),
          "XGDMatrixSetFloatInfo(base_margin)");
}

XgbBooster::XgbBooster(const XgbDMatrix& train) {
    DMatrixHandle cache[1] = {train.handle()};
    BoosterHandle h = nullptr;
    check(XGBoosterCreate(cache, 1, &h), "XGBoosterCreate");
    handle_ = h;
}

XgbBooster::~XgbBooster() {
    if (handle_) XGBoosterFree(handle_);
}

XgbBooster::XgbBooster(XgbBooster&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}

XgbBooster& XgbBooster::operator=(XgbBooster&& other) noexcept {
    if (this != &other) {
        if (handle_) XGBoosterFree(handle_);
        handle_ = std::exchange(other.handle_, nullptr);
    }
    return *this;
}

void XgbBooster::setParam(const std::string& name, const std::string& value) {
    check(XGBoosterSetParam(handle_, name.c_str(), value.c_str()), "XGBoosterSetParam");
}

void XgbBooster::setTreeParams(const std::string& objective, int maxDepth, double eta, std::uint64_t seed) {
    setParam("objective", objective);
    setParam("nthread", "1");
    setParam("verbosity", "0");
    setParam("seed", std::to_string(seed & 0x7fffffffffffffffULL));
    setParam("tree_method", "hist");
    setParam("max_depth", std::to_string(maxDepth));
    setParam("eta", std::to_string(eta));
}

void XgbBooster::updateOneIter(int iteration, const XgbDMatrix& train) {
    check(XGBoosterUpdateOneIter(handle_, iteration, train.handle()), "XGBoosterUpdateOneIter");
}

std::vector<float> XgbBooster::predict(const XgbDMatrix& data, bool outputMargin) const {
    bst_ulong len = 0;
    const float* out = nullptr;
    check(XGBoosterPredict(handle_, data.handle(), outputMargin ? 1 : 0, 0, 0, &len, &out), "XGBoosterPredict");
    return std::vector<float>(out, out + len);
}

} // namespace augur
