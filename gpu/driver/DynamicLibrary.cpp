#include "gpu/driver/DynamicLibrary.h"

#include <dlfcn.h>

#include <utility>

namespace augur::gpu {

DynamicLibrary::DynamicLibrary(const std::vector<std::string>& candidates, KeepLoaded keep) : keep_(keep) {
    for (const auto& c : candidates) {
        if ((handle_ = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL))) {
            path_ = c;
            error_.clear();
            return;
        }
        if (error_.empty()) {
            const char* e = dlerror();
            error_ = e ? e : c + ": cannot be loaded";
        }
    }
    if (error_.empty()) error_ = "no library to load";
}

DynamicLibrary::~DynamicLibrary() {
    if (handle_ && keep_ == KeepLoaded::no) dlclose(handle_);
}

DynamicLibrary::DynamicLibrary(DynamicLibrary&& other) noexcept
    : handle_(std::exchange(other.handle_, nullptr)), keep_(other.keep_), path_(std::move(other.path_)),
      error_(std::move(other.error_)) {}

DynamicLibrary& DynamicLibrary::operator=(DynamicLibrary&& other) noexcept {
    if (this != &other) {
        if (handle_ && keep_ == KeepLoaded::no) dlclose(handle_);
        handle_ = std::exchange(other.handle_, nullptr);
        keep_ = other.keep_;
        path_ = std::move(other.path_);
        error_ = std::move(other.error_);
    }
    return *this;
}

void* DynamicLibrary::symbol(const char* name) const { return handle_ ? dlsym(handle_, name) : nullptr; }

} // namespace augur::gpu
