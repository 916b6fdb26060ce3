extern "C" __global__ void scale_add(const float* x, const float* w, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < 16777216 / 4 && 4 * i + 3 < n) {
        float4 a = reinterpret_cast<const float4*>(x)[i], b = reinterpret_cast<const float4*>(w)[i];
        reinterpret_cast<float4*>(y)[i] = make_float4(a.x * b.x + a.x, a.y * b.y + a.y, a.z * b.z + a.z, a.w * b.w + a.w);
    }
}
