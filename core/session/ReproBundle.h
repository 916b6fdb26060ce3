#pragma once
// Reproducibility bundles: a session with everything needed to measure its best
// candidates again somewhere else (augur-cli bundle / recheck, docs/measurement.md).
#include "core/store/BundleArchive.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace augur {

/// Options of ReproBundle::make.
struct ReproBundleOptions {
    int best = 5; ///< best measured candidates listed for recheck
    /// The devices of the machine making the bundle, as the cuda backend describes them
    /// (name, arch, clocks, driver and NVRTC versions); empty where there is no GPU.
    nlohmann::json devicesNow = nlohmann::json::array();
};

/// What a bundle holds:
/// - `manifest.json`: schema "augur-bundle/1", Augur's version, when, the session (problem,
///   backend, strategy, seed, counts), the devices its measurements name (device, arch,
///   clocks read around the timing), the devices of the bundling machine, the environment
///   that changes results (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER, CUDA_CACHE_DISABLE,
///   CUDA_LAUNCH_BLOCKING, CUDA_MODULE_LOADING, NVIDIA_TF32_OVERRIDE and the AUGUR_*
///   settings Augur reads, by name; values scrubbed of a URL's user:password@ and query,
///   a Bearer/Basic argument and any secret-named variable's value), and the best
///   measured candidates with their configuration or source and launches, S and its
///   interval;
/// - `session/<file>`: the session file itself;
/// - `problem/<folder>/...`: the problem folder (and the sibling it shares files with), or
///   `dataset/<file>` for a replay session.
class ReproBundle {
public:
    /// Builds the entries of `sessionPath`'s bundle (read-only: the session is not locked
    /// or changed). Reads only the session file, its problem folder(s) or its dataset, each
    /// file regular and within BundleLimits. Throws InputError naming the file for a
    /// session that does not open or a problem file that is refused.
    /// `filesRead`, when given, receives the path of every file read and of every file the
    /// session names (prior, endpoints file, problem, dataset), so a caller can refuse to
    /// write the bundle over one of them.
    static std::vector<BundleEntry> make(const std::string& sessionPath, const ReproBundleOptions& options = {},
                                         std::vector<std::string>* filesRead = nullptr);

    /// The manifest among `entries`. Throws InputError(bundlePath, "manifest.json", ...)
    /// when it is missing, not JSON or not schema augur-bundle/1.
    static nlohmann::json manifest(const std::vector<BundleEntry>& entries, const std::string& bundlePath);

    /// The environment variables recorded in a manifest (see above), from this process.
    static nlohmann::json environment();
};

} // namespace augur
