#pragma once
// Thin RAII wrappers over XGBoost's C API (libxgboost 1.7, <xgboost/c_api.h>). Every call
// that returns an error code is checked; a failure throws XgbError carrying
// XGBGetLastError()'s text. The handles are move-only. Not thread-safe: one owner thread.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace augur {

/// An XGBoost C API call failed; what() is "XGBoost: <call>: <XGBGetLastError()>".
class XgbError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A dense, row-major float matrix held by XGBoost (DMatrixHandle). NaN marks a
/// missing value.
class XgbDMatrix {
public:
    /// Copies `rows` × `cols` floats from `data` (row-major; data.size() must equal
    /// rows·cols, else std::invalid_argument). Throws XgbError when XGBoost rejects it.
    XgbDMatrix(const std::vector<float>& data, std::size_t rows, std::size_t cols);
    ~XgbDMatrix();
    XgbDMatrix(XgbDMatrix&& other) noexcept;
    XgbDMatrix& operator=(XgbDMatrix&& other) noexcept;
    XgbDMatrix(const XgbDMatrix&) = delete;
    XgbDMatrix& operator=(const XgbDMatrix&) = delete;

    /// Sets the training labels, one per row (class index 0..num_class-1 for
    /// classification). Throws std::invalid_argument on a size mismatch, XgbError on failure.
    void setLabels(const std::vector<float>& labels);

    /// Sets a per-row base margin: the booster adds its trees to these values instead of
    /// its global base score, so a model trained on them learns a residual (used to start
    /// from a prior model). Set the same kind of margin on the matrices you predict.
    /// Throws std::invalid_argument on a size mismatch, XgbError on failure.
    void setBaseMargin(const std::vector<float>& margin);

    std::size_t rows() const { return rows_; }
    std::size_t cols() const { return cols_; }
    void* handle() const { return handle_; }

private:
    void* handle_ = nullptr;
    std::size_t rows_ = 0;
    std::size_t cols_ = 0;
};

/// A gradient-boosted model (BoosterHandle) trained on one XgbDMatrix.
class XgbBooster {
public:
    /// Creates a booster whose cache holds `train` (which must outlive training calls).
    explicit XgbBooster(const XgbDMatrix& train);
    ~XgbBooster();
    XgbBooster(XgbBooster&& other) noexcept;
    XgbBooster& operator=(XgbBooster&& other) noexcept;
    XgbBooster(const XgbBooster&) = delete;
    XgbBooster& operator=(const XgbBooster&) = delete;

    /// Sets one learning parameter (XGBoost's string form, e.g. "max_depth", "4").
    void setParam(const std::string& name, const std::string& value);
    /// The settings every Augur model shares: `objective`, one thread (the engine thread
    /// owns the model, and one thread is deterministic), no log output, `seed`, histogram
    /// trees (parameters have far fewer distinct values than its 256 bins, so it finds the
    /// same splits as "exact", about twice as fast), `maxDepth` and learning rate `eta`.
    /// Throws XgbError.
    void setTreeParams(const std::string& objective, int maxDepth, double eta, std::uint64_t seed);
    /// Runs boosting round `iteration` (0-based) on `train`.
    void updateOneIter(int iteration, const XgbDMatrix& train);
    /// Predicts every row of `data`. For multi:softprob the result is rows × num_class
    /// probabilities, row-major; with `outputMargin` the untransformed margins instead.
    std::vector<float> predict(const XgbDMatrix& data, bool outputMargin = false) const;

private:
    void* handle_ = nullptr;
};

} // namespace augur
