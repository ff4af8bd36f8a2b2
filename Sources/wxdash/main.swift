print("wxdash")
