#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/model/Problem.h"
#include "core/model/SessionConfig.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace augur {

/// Backends that live outside core/ (the `cuda` backend in gpu/) register a factory here
/// at program start, so SessionFactory can build them without core depending on gpu/.
class BackendRegistry {
public:
    /// Builds a backend for `problem` (which outlives it: it is the session's own copy).
    /// May throw std::runtime_error when the backend cannot work here (no GPU).
    using Factory =
        std::function<std::unique_ptr<MeasurementBackend>(const Problem& problem, const SessionConfig& config)>;

    /// Registers (or replaces) the factory of `name`. Thread-safe.
    static void add(const std::string& name, Factory factory);
    /// Whether a factory is registered under `name`.
    static bool has(const std::string& name);
    /// Builds the backend; throws std::invalid_argument for an unknown name.
    static std::unique_ptr<MeasurementBackend> create(const std::string& name, const Problem& problem,
                                                      const SessionConfig& config);
    /// Registered names, sorted.
    static std::vector<std::string> names();
};

} // namespace augur
