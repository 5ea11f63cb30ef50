//go:build !(hyperscan && cgo)

#include "textflag.h"

// func markChunks(text *byte, n int, masks *[8][16]byte, spaces, dense *uint32)
//
// For each of the n chunks of 32 bytes from text, one 32-bit word of
// spaces (bit i: byte i of the chunk is a space) and one of dense (bit
// i: the 4 bytes from byte i pass the nibble masks of some bucket: for
// each k of 0-3, masks[2k][lo nibble of byte i+k] and masks[2k+1][hi
// nibble] both have the bucket's bit). Reads n*32+3 bytes of text.
TEXT ·markChunks(SB), NOSPLIT, $0-40
	MOVQ text+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ masks+16(FP), DX
	MOVQ spaces+24(FP), DI
	MOVQ dense+32(FP), R8
	TESTQ CX, CX
	JEQ done
	VBROADCASTI128 0(DX), Y8
	VBROADCASTI128 16(DX), Y9
	VBROADCASTI128 32(DX), Y10
	VBROADCASTI128 48(DX), Y11
	VBROADCASTI128 64(DX), Y12
	VBROADCASTI128 80(DX), Y13
	VBROADCASTI128 96(DX), Y14
	VBROADCASTI128 112(DX), Y15
	MOVQ $0x0F, AX
	MOVQ AX, X7
	VPBROADCASTB X7, Y7
	MOVQ $0x20, AX
	MOVQ AX, X6
	VPBROADCASTB X6, Y6
	VPXOR Y5, Y5, Y5
loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQB Y6, Y0, Y1
	VPMOVMSKB Y1, AX
	MOVL AX, 0(DI)
	// byte 0 of each gram
	VPSRLW $4, Y0, Y1
	VPAND Y7, Y1, Y1
	VPAND Y7, Y0, Y0
	VPSHUFB Y0, Y8, Y2
	VPSHUFB Y1, Y9, Y3
	VPAND Y3, Y2, Y4
	// byte 1
	VMOVDQU 1(SI), Y0
	VPSRLW $4, Y0, Y1
	VPAND Y7, Y1, Y1
	VPAND Y7, Y0, Y0
	VPSHUFB Y0, Y10, Y2
	VPSHUFB Y1, Y11, Y3
	VPAND Y3, Y2, Y2
	VPAND Y2, Y4, Y4
	// byte 2
	VMOVDQU 2(SI), Y0
	VPSRLW $4, Y0, Y1
	VPAND Y7, Y1, Y1
	VPAND Y7, Y0, Y0
	VPSHUFB Y0, Y12, Y2
	VPSHUFB Y1, Y13, Y3
	VPAND Y3, Y2, Y2
	VPAND Y2, Y4, Y4
	// byte 3
	VMOVDQU 3(SI), Y0
	VPSRLW $4, Y0, Y1
	VPAND Y7, Y1, Y1
	VPAND Y7, Y0, Y0
	VPSHUFB Y0, Y14, Y2
	VPSHUFB Y1, Y15, Y3
	VPAND Y3, Y2, Y2
	VPAND Y2, Y4, Y4
	VPCMPEQB Y5, Y4, Y4
	VPMOVMSKB Y4, AX
	NOTL AX
	MOVL AX, 0(R8)
	ADDQ $32, SI
	ADDQ $4, DI
	ADDQ $4, R8
	DECQ CX
	JNZ loop
	VZEROUPPER
done:
	RET
