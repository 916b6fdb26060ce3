#include "gpu/compile/Nvrtc.h"

#include <nvrtc.h>

#include "core/base/ConfinedFile.h"
#include "core/base/IncludeScanner.h"
#include "gpu/compile/CompileLog.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <set>

#include <dlfcn.h>

namespace augur::gpu {

struct Nvrtc::Functions {
    decltype(&::nvrtcVersion) version = nullptr;
    decltype(&::nvrtcCreateProgram) create = nullptr;
    decltype(&::nvrtcDestroyProgram) destroy = nullptr;
    decltype(&::nvrtcCompileProgram) compile = nullptr;
    decltype(&::nvrtcGetProgramLogSize) logSize = nullptr;
    decltype(&::nvrtcGetProgramLog) log = nullptr;
    decltype(&::nvrtcGetCUBINSize) cubinSize = nullptr;
    decltype(&::nvrtcGetCUBIN) cubin = nullptr;
    decltype(&::nvrtcGetPTXSize) ptxSize = nullptr;
    decltype(&::nvrtcGetPTX) ptx = nullptr;
    decltype(&::nvrtcGetErrorString) errorString = nullptr;
};

namespace {
std::vector<std::string> toolkitRoots() {
    std::vector<std::string> roots;
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var); v && *v) roots.emplace_back(v);
    roots.emplace_back("/usr/local/cuda");
    return roots;
}
/// Headers NVRTC carries inside itself (no file is read for them).
bool builtinHeader(const std::string& name) {
    static const char* const kBuiltins[] = {
        "cuda_fp16.h",      "cuda_fp16.hpp", "cuda_bf16.h", "cuda_bf16.hpp", "cuda_fp8.h", "cuda_fp8.hpp",
        "cuda_fp6.h",       "cuda_fp6.hpp",  "cuda_fp4.h",  "cuda_fp4.hpp",  "cstdint",    "cstddef",
        "climits",          "cfloat",        "cmath",       "type_traits",   "limits",     "utility",
        "initializer_list", "stdint.h",      "stddef.h",    "limits.h",      "float.h"};
    for (const char* b : kBuiltins)
        if (name == b) return true;
    return false;
}

/// The built-in headers library next to `nvrtc` (libnvrtc-builtins.so.MAJOR.MINOR), or ""
/// when there is none.
std::string builtinsLibrary(const std::filesystem::path& nvrtc, int major, int minor) {
    const std::filesystem::path dir = nvrtc.parent_path();
    const std::filesystem::path exact =
        dir / ("libnvrtc-builtins.so." + std::to_string(major) + "." + std::to_string(minor));
    std::error_code ec;
    if (std::filesystem::exists(exact, ec)) return exact.string();
    for (const auto& e : std::filesystem::directory_iterator(dir, ec))
        if (e.path().filename().string().rfind("libnvrtc-builtins.so.", 0) == 0) return e.path().string();
    return {};
}

} // namespace

std::vector<std::string> Nvrtc::includeDirs() const {
    std::vector<std::string> dirs;
    if (includeDir_.empty()) return dirs;
    dirs.push_back(includeDir_);
    // CUDA 13 keeps libcu++ (cuda/std/...), which cooperative_groups.h needs, under cccl/.
    if (std::filesystem::is_directory(includeDir_ + "/cccl")) dirs.push_back(includeDir_ + "/cccl");
    return dirs;
}

std::string Nvrtc::refusedInclude(const std::string& source) const {
    for (const IncludeDirective& d : scanIncludes(source)) {
        const std::string where = "line " + std::to_string(d.line) + ": " +
            (d.hasInclude ? std::string("__has_include(") : "#" + d.directive + " ") + d.spelled +
            (d.hasInclude ? ")" : "");
        if (d.computed)
            return where + ": refused: a computed include (a macro) cannot be checked; name the header literally";
        // "name" is looked up in the current folder first, whatever the -I paths say: only
        // the <name> form is confined to the toolkit.
        if (!d.angled)
            return where +
                ": refused: name a toolkit header with <...>; a quoted include is looked up in the current folder first";
        bool ok = !d.name.empty() && d.name[0] != '/' && d.name.find('\\') == std::string::npos;
        if (ok)
            for (const auto& part : std::filesystem::path(d.name))
                if (part == "..") ok = false;
        if (ok && !builtinHeader(d.name)) {
            ok = false;
            for (const std::string& dir : includeDirs()) {
                const std::filesystem::path full = std::filesystem::path(dir) / d.name;
                std::error_code ec;
                if (insideFolder(includeDir_, full) && std::filesystem::is_regular_file(full, ec)) ok = true;
            }
        }
        if (!ok)
            return where + ": refused: only the CUDA toolkit's headers (" +
                (includeDir_.empty() ? std::string("none found") : includeDir_) +
                ") and NVRTC's built-in headers may be included";
    }
    return {};
}

Nvrtc::Nvrtc(const std::string& library, const std::string& includeDir) {
    std::vector<std::string> candidates;
    if (!library.empty()) {
        candidates.push_back(library);
    } else {
        candidates = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"};
        for (const auto& root : toolkitRoots()) {
            candidates.push_back(root + "/lib64/libnvrtc.so");
            candidates.push_back(root + "/targets/x86_64-linux/lib/libnvrtc.so");
        }
    }
    // Kept loaded: NVRTC allocates about 72 KB at every load that an unload never frees.
    library_ = DynamicLibrary(candidates, DynamicLibrary::KeepLoaded::yes);
    if (!library_.ok()) {
        error_ = "NVRTC unavailable: " + library_.error();
        return;
    }
    fn_ = new Functions;
    std::string missing;
    auto load = [&](auto& slot, const char* name) { library_.resolve(slot, name, missing); };
    load(fn_->version, "nvrtcVersion");
    load(fn_->create, "nvrtcCreateProgram");
    load(fn_->destroy, "nvrtcDestroyProgram");
    load(fn_->compile, "nvrtcCompileProgram");
    load(fn_->logSize, "nvrtcGetProgramLogSize");
    load(fn_->log, "nvrtcGetProgramLog");
    load(fn_->cubinSize, "nvrtcGetCUBINSize");
    load(fn_->cubin, "nvrtcGetCUBIN");
    load(fn_->ptxSize, "nvrtcGetPTXSize");
    load(fn_->ptx, "nvrtcGetPTX");
    load(fn_->errorString, "nvrtcGetErrorString");
    if (!missing.empty()) error_ = "NVRTC: missing " + missing;
    includeDir_ = includeDir;
    for (const auto& root : toolkitRoots())
        if (includeDir_.empty() && std::filesystem::exists(root + "/include/cuda_fp16.h")) {
            includeDir_ = root + "/include";
            break;
        }
    // The file the loader took libnvrtc from, and its built-in headers, which NVRTC would
    // otherwise load at its first compile, from the same folder, by full path: loaded now
    // under that same path, a compile in a sealed child finds them already mapped.
    Dl_info info{};
    if (fn_->version && ::dladdr(reinterpret_cast<void*>(fn_->version), &info) && info.dli_fname) {
        libraryFiles_.emplace_back(info.dli_fname);
        int major = 0, minor = 0;
        fn_->version(&major, &minor);
        if (std::string builtins = builtinsLibrary(info.dli_fname, major, minor); !builtins.empty()) {
            builtins_ = DynamicLibrary({builtins}, DynamicLibrary::KeepLoaded::yes);
            libraryFiles_.push_back(builtins);
        }
    }
}

Nvrtc::~Nvrtc() { delete fn_; }

std::string featureArchitecture(const std::string& arch) {
    static const std::set<std::string> withVariant{"sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};
    return withVariant.count(arch) != 0 ? arch + "a" : arch;
}

std::string Nvrtc::version() const {
    if (!ok()) return {};
    int major = 0, minor = 0;
    fn_->version(&major, &minor);
    return std::to_string(major) + "." + std::to_string(minor);
}

CompileResult Nvrtc::compile(const std::string& source, const std::string& name, const std::string& arch,
                             const std::vector<std::string>& defines) const {
    CompileResult r;
    if (!ok()) {
        r.log = error_;
        return r;
    }
    // Includes are confined before NVRTC reads anything: a kernel source is outside input
    // (an LLM's or a stranger's), and NVRTC would otherwise read any file the process can,
    // printing its first line in the log. The log names the include, never a file's content.
    if (std::string refused = refusedInclude(source); !refused.empty()) {
        r.log = name + ": " + refused;
        return r;
    }
    nvrtcProgram prog = nullptr;
    if (nvrtcResult rc = fn_->create(&prog, source.c_str(), name.c_str(), 0, nullptr, nullptr); rc != NVRTC_SUCCESS) {
        r.log = std::string("nvrtcCreateProgram: ") + fn_->errorString(rc);
        return r;
    }
    std::vector<std::string> options{"--gpu-architecture=" + featureArchitecture(arch), "-std=c++17", "-lineinfo",
                                     "--ptxas-options=-v", "-default-device"};
    // NVRTC 12.9 and later keep a file cache of compiled programs; a hit skips ptxas, so
    // the "-v" report (registers, spills, stack) is missing and resources read as 0. Every
    // compile must be fresh: the report feeds the surrogate's compile features and every
    // compile report, and a cached compile would also misreport the compile time.
    int major = 0, minor = 0;
    fn_->version(&major, &minor);
    if (major > 12 || (major == 12 && minor >= 9)) options.push_back("--no-cache");
    for (const std::string& dir : includeDirs()) options.push_back("-I" + dir);
    for (const auto& d : defines) options.push_back("-D" + d);
    std::vector<const char*> argv;
    for (const auto& o : options) argv.push_back(o.c_str());
    const auto t0 = std::chrono::steady_clock::now();
    nvrtcResult rc = fn_->compile(prog, static_cast<int>(argv.size()), argv.data());
    r.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::size_t logSize = 0;
    fn_->logSize(prog, &logSize);
    if (logSize > 1) {
        r.log.resize(logSize);
        fn_->log(prog, r.log.data());
        r.log.resize(logSize - 1);
    }
    if (rc == NVRTC_SUCCESS) {
        std::size_t n = 0;
        if (fn_->cubinSize(prog, &n) == NVRTC_SUCCESS && n > 0) {
            r.cubin.resize(n);
            fn_->cubin(prog, r.cubin.data());
        }
        if (fn_->ptxSize(prog, &n) == NVRTC_SUCCESS && n > 1) {
            r.ptx.resize(n);
            fn_->ptx(prog, r.ptx.data());
            r.ptx.resize(n - 1);
        }
        r.ok = !r.cubin.empty();
        if (!r.ok) r.log += "\nNVRTC produced no binary for " + arch;
        r.ptxas = PtxasReport::parse(r.log);
    } else if (r.log.empty()) {
        r.log = std::string("nvrtcCompileProgram: ") + fn_->errorString(rc);
    }
    fn_->destroy(&prog);
    // Diagnostics about other files quote their text: the candidate's own lines only.
    r.log = candidateLog(r.log, name);
    return r;
}

} // namespace augur::gpu
