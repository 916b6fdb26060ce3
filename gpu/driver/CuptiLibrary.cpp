#include "gpu/driver/CuptiLibrary.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace augur::gpu {

DynamicLibrary openCuptiLibrary() {
    std::vector<std::string> names{"libcupti.so.13", "libcupti.so.12", "libcupti.so"};
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var); v && *v)
            names.push_back(std::string(v) + "/extras/CUPTI/lib64/libcupti.so");
    names.push_back("/usr/local/cuda/extras/CUPTI/lib64/libcupti.so");
    names.push_back("/usr/local/cuda/lib64/libcupti.so");
    return DynamicLibrary(names, DynamicLibrary::KeepLoaded::yes);
}

} // namespace augur::gpu
