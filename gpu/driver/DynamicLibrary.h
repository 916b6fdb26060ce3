#pragma once
// The one place that loads a shared library at run time (dlopen) and resolves its entry
// points (dlsym). The driver, NVRTC, CUPTI and NVML are all loaded through it, so Augur
// builds with the toolkit's headers only and reports "unavailable" cleanly on a machine
// without a GPU, driver or toolkit.
#include <string>
#include <vector>

namespace augur::gpu {

/// A loaded shared library. Move-only; closes the library when destroyed unless it was
/// opened with KeepLoaded::yes. Never throws.
class DynamicLibrary {
public:
    /// Whether the library stays mapped after this object is gone. CUPTI keeps worker
    /// threads and callbacks into its own code alive after its last API call, so it is
    /// never unloaded.
    enum class KeepLoaded { no, yes };

    DynamicLibrary() = default;
    /// Tries `candidates` in order (file names, searched on the loader's path, or absolute
    /// paths) with RTLD_NOW | RTLD_LOCAL; the first that loads is kept. When none loads,
    /// ok() is false and error() holds the first loader error.
    explicit DynamicLibrary(const std::vector<std::string>& candidates, KeepLoaded keep = KeepLoaded::no);
    ~DynamicLibrary();
    DynamicLibrary(DynamicLibrary&& other) noexcept;
    DynamicLibrary& operator=(DynamicLibrary&& other) noexcept;
    DynamicLibrary(const DynamicLibrary&) = delete;
    DynamicLibrary& operator=(const DynamicLibrary&) = delete;

    bool ok() const { return handle_ != nullptr; }
    /// The first loader error, e.g. "libnvrtc.so.13: cannot open shared object file".
    const std::string& error() const { return error_; }
    /// The candidate that loaded (empty when none did).
    const std::string& path() const { return path_; }

    /// The address of `name`, or nullptr when the library lacks it (or is not loaded).
    void* symbol(const char* name) const;

    /// Resolves `name` into the function pointer `slot`. A missing symbol leaves `slot`
    /// null and appends the name to `missing` (comma-separated), so a caller can report
    /// every missing entry point at once.
    template <typename F>
    void resolve(F& slot, const char* name, std::string& missing) const {
        slot = reinterpret_cast<F>(symbol(name));
        if (!slot) missing += (missing.empty() ? "" : ", ") + std::string(name);
    }

private:
    void* handle_ = nullptr;
    KeepLoaded keep_ = KeepLoaded::no;
    std::string path_;
    std::string error_;
};

} // namespace augur::gpu
