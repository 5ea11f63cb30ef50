import textwrap, re
def unwrap(string, *params):
    output = textwrap.dedent(string)
    if output.find('\n') != -1:
        output = re.sub('(?<=\\S)\n(?=[^ \n\t\\d\\*\\-=])', ' ', output)
    if params:
        output = output % params
    return output.strip()
