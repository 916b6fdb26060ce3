#pragma once
// Warm start (`--prior FILE`): measurements of the same parameter space made elsewhere (on
// another GPU, or in an earlier session) turned into training rows for the surrogate's
// point-estimate head (SpeedupRegressor's prior model).
#include "core/model/ParameterSpace.h"

#include <cstddef>
#include <string>
#include <vector>

namespace augur {

/// Rows of a prior in a session's feature layout.
struct SurrogatePrior {
    std::vector<float> features; ///< rows × columns, row-major; NaN where the prior lacks a parameter
    std::size_t columns = 0; ///< = the session's parameter count
    std::vector<float> log2Speedups; ///< per row, against the prior's own reference
    std::size_t rows() const { return log2Speedups.size(); }
    std::string kind; ///< "dataset" (Kernel Tuner T4 or Augur dataset) or "session"
    std::string hardware; ///< the device the prior was measured on, when the file says
    std::vector<std::string> matched; ///< session parameters found in the prior
    std::vector<std::string> missing; ///< varying session parameters the prior lacks
    /// One line for logs: "4201 measurements from convolution_RTX_3090_T4.json.gz (…)".
    std::string describe(const std::string& path) const;
};

/// Loads a prior for `space` from `path`: a Kernel Tuner T4 file or an Augur dataset (gzip
/// or plain JSON), or an Augur session file (SQLite; its measured candidates). Parameters
/// are matched by name; a session parameter the prior lacks is a missing value (NaN), a
/// prior parameter the session lacks is dropped. Only successful measurements count.
///
/// Throws InputError naming the file and the field: not a dataset or session ("format"),
/// another parameter space (fewer than half of the session's varying parameters found,
/// "parameters"), no successful measurement ("results"), or a session file that does not
/// record its parameter names ("meta.parameters"). Reads `path` only.
SurrogatePrior loadSurrogatePrior(const std::string& path, const ParameterSpace& space);

} // namespace augur
