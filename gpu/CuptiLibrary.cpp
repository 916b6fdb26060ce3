#include "gpu/CuptiLibrary.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

namespace augur::gpu {

void* openCuptiLibrary(std::string& why) {
    std::vector<std::string> names{"libcupti.so.13", "libcupti.so.12", "libcupti.so"};
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var); v && *v) names.push_back(std::string(v) + "/extras/CUPTI/lib64/libcupti.so");
    names.push_back("/usr/local/cuda/extras/CUPTI/lib64/libcupti.so");
    names.push_back("/usr/local/cuda/lib64/libcupti.so");
    for (const auto& n : names) {
        if (void* h = dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
        if (why.empty()) {
            const char* e = dlerror();
            why = e ? e : n;
        }
    }
    return nullptr;
}

} // namespace augur::gpu
