#include <cuda_fp16.h>
extern "C" __global__ void scale_add(const float* x, const float* w, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half hx = __float2half(x[i]), hw = __float2half(w[i]);
        y[i] = __half2float(__hadd(__hmul(hx, hw), hx));
    }
}
