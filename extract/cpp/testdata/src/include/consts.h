/* Integer constants other files print (consts.c): an enumerator and an
   object-like #define with an integer literal. CHUNK has two values in
   the project (constsalt.h), so it stays a hole. */
enum blake_constant {
    SALT_BYTES = 8,
    KEY_BYTES  = 32
};

#define MAX_FRAMES (16)
#define CHUNK 4096
